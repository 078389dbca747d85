import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

describe.each(ENGINES)('GET /events/export on $name', (engine) => {
  const api = useApi(engine);

  async function download(as: string, query: Record<string, string> = {}) {
    const response = await api.app.inject({
      method: 'GET',
      url: '/events/export',
      query,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
    });
    return response;
  }
  async function sheetOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Events')!;
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('streams the filtered events as XLSX, in the list order, with a file name', async () => {
    const filters = JSON.stringify({ selectedStatuses: ['cancelled'], period: { from: '2025-01-01', to: '2026-06-30' } });
    const response = await download('admin@demo.test', { filters, sortBy: 'shortName' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="events-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await sheetOf(response.rawPayload);
    const list = await api.call('GET', '/events', { as: 'admin@demo.test', query: { filters, sortBy: 'shortName', limit: 1000 } });
    expect(rows[0]).toEqual([
      'Event ID',
      'Program Name',
      'Start',
      'End',
      'Timezone',
      'Program Type',
      'Status',
      'Event Owner',
      'Speakers',
      'Venue',
      'Location',
      'Location Type',
      'Topic',
      'Registered',
      'Attended',
      'Survey Templates',
    ]);
    expect(rows.length - 1).toBe(list.body.count);
    expect(list.body.count).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.results.map((e: { shortName: string }) => e.shortName));
    expect(new Set(rows.slice(1).map((r) => r[6]))).toEqual(new Set(['Cancelled']));
    expect(rows.slice(1).map((r) => r[11])).toEqual(
      list.body.results.map(
        (e: { locationType: string }) =>
          ({ 'in-office': 'In-Office', 'out-of-office': 'Out-of-Office', virtual: 'Virtual', 'in-venue': 'In-Venue' })[e.locationType],
      ),
    );
  });

  it('exports the selected events only (filters.ids)', async () => {
    const list = await api.call('GET', '/events', { as: 'admin@demo.test', query: { limit: 2 } });
    const ids = list.body.results.map((e: { id: number }) => e.id);
    const rows = await sheetOf((await download('admin@demo.test', { filters: JSON.stringify({ ids }) })).rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.results.map((e: { shortName: string }) => e.shortName));
  });

  it("leaves out the columns hidden from the caller's role", async () => {
    await api.call('PUT', '/permissions/entity/event/role/marketing/hidden-fields', {
      as: 'system-admin@demo.test',
      body: { fields: ['notes', 'avRequirements', 'fieldRepId', 'registered'] },
    });
    const rows = await sheetOf((await download('marketing@demo.test')).rawPayload);
    expect(rows[0]).not.toContain('Event Owner');
    expect(rows[0]).not.toContain('Registered');
    expect(rows[0]).toContain('Attended');
    expect(rows.length - 1).toBe(240);
  });

  it('refuses bad filters (400) and callers without event read (403)', async () => {
    const bad = await download('admin@demo.test', { filters: '{"selectedStatuses":["nope"]}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^filters\.selectedStatuses\.0: /);
    const noToken = await api.app.inject({ method: 'GET', url: '/events/export', headers: { 'x-tenant-id': 'demo' } });
    expect(noToken.statusCode).toBe(401);
    const { body: options } = await api.call('GET', '/permissions/options', { as: 'admin@demo.test' });
    const idOf = (list: { id: number; role?: string; name?: string }[], name: string) => list.find((x) => (x.role ?? x.name) === name)!.id;
    const grant = `/permissions/role/${idOf(options.roles, 'field-rep')}/entity/${idOf(options.entities, 'event')}/permission/${idOf(options.permissions, 'read')}`;
    expect((await api.call('DELETE', grant, { as: 'system-admin@demo.test' })).status).toBe(204);
    const denied = await download('field-rep@demo.test');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have permission to read event');
  });

  it("exports only the caller tenant's events", async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/events/export',
      headers: { 'x-tenant-id': 'acme', authorization: `Bearer ${await api.token('admin@acme.test')}` },
    });
    const rows = await sheetOf(response.rawPayload);
    expect(rows.length - 1).toBe(240);
    expect(rows.slice(1).every((r) => String(r[0]).startsWith('AB-'))).toBe(true);
  });
});
