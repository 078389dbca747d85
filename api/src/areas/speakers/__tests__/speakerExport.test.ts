import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

describe.each(ENGINES)('GET /speakers/export on $name', (engine) => {
  const api = useApi(engine);

  async function download(as: string, query: Record<string, string> = {}) {
    return api.app.inject({
      method: 'GET',
      url: '/speakers/export',
      query,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
    });
  }
  async function sheetOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Speakers')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('streams the filtered speakers as XLSX in the list order, the status without its _vod suffix', async () => {
    const response = await download('admin@demo.test', { filters: JSON.stringify({ status: ['Approved_vod'] }), sortBy: 'firstName' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="speakers-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [header, ...rows] = await sheetOf(response.rawPayload);
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Credentials',
      'Speaker Type',
      'Status',
      'Active',
      'Specialty',
      'Institution',
      'City',
      'State',
    ]);
    const list = await api.call('GET', '/speakers', {
      as: 'admin@demo.test',
      query: { limit: -1, sortBy: 'firstName', filters: { status: ['Approved_vod'] } },
    });
    expect(rows.map((r) => r[0])).toEqual(list.body.results.map((s: { firstName: string }) => s.firstName));
    expect(rows.every((r) => r[5] === 'Approved')).toBe(true);
  });

  it("leaves out the columns hidden from the role and the rows out of the caller's scope; refuses bad input", async () => {
    const rows = await sheetOf((await download('field-rep@demo.test')).rawPayload);
    expect(rows[0]).not.toContain('Email');
    expect(rows[0]).toContain('First Name');
    expect(rows).toHaveLength(51);
    const scoped = await sheetOf((await download('speaker@demo.test')).rawPayload);
    const reachable = await api.call('GET', '/speakers', { as: 'speaker@demo.test', query: { limit: -1 } });
    expect(scoped).toHaveLength(reachable.body.count + 1);
    expect(reachable.body.count).toBeLessThan(50);
    const bad = await api.call('GET', '/speakers/export', { as: 'admin@demo.test', query: { sortBy: 'password' } });
    expect(bad.status).toBe(400);
  });
});
