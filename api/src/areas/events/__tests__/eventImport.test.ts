import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const row = (line: number, id: string, extra: Record<string, string> = {}) => ({
  line,
  id,
  program_name: `Imported ${id}`,
  start_date: '2027-05-01 18:00',
  end_date: '2027-05-01 20:00',
  zone: 'US/Eastern',
  status: 'confirmed',
  type: 'live',
  notes: '',
  ...extra,
});

describe.each(ENGINES)('POST /events/import on $name', (engine) => {
  const api = useApi(engine);

  it('creates the valid lines in one go and answers the spec messages for the others', async () => {
    const { status, body } = await api.call('POST', '/events/import', {
      as: 'admin@demo.test',
      body: {
        rows: [
          row(2, 'IMP-OK-1', { status: 'In Progress', type: 'Virtual', notes: 'Quoted, "with" commas', location_type: 'Out-of-Office' }),
          row(3, '', { program_name: '' }),
          row(4, 'IMP-BAD-ZONE', { zone: 'Europe/Paris' }),
          row(5, 'IMP-BAD-DATES', { start_date: '2027-05-02 10:00', end_date: '2027-05-01 10:00' }),
          row(6, 'IMP-OK-2', { start_date: '05/03/2027 9:00 AM', end_date: '05/03/2027 11:30 AM', zone: 'US/Pacific' }),
          row(7, 'IMP-BAD-DATE', { start_date: 'tomorrow' }),
          // The form's rule (events/contract.ts): the end comes after the start, so no length is refused too.
          row(8, 'IMP-NO-LENGTH', { start_date: '2027-05-01 10:00', end_date: '2027-05-01 10:00' }),
          row(9, 'IMP-BAD-LOCATION', { location_type: 'home' }),
        ],
      },
    });
    expect(status).toBe(200);
    expect(body.created).toBe(2);
    expect(body.failed).toBe(6);
    expect(body.results.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ['id is missing on line 3', 'program_name is missing on line 3'],
      ['Invalid timezone on line 4'],
      ['Invalid dates on line 5'],
      [],
      ['Invalid dates on line 7'],
      ['Invalid dates on line 8'],
      ['Invalid location type on line 9: use one of in-office, out-of-office, virtual, in-venue'],
    ]);
    const ids = body.results.filter((r: { eventId: number | null }) => r.eventId).map((r: { eventId: number }) => r.eventId);
    const first = await api.call('GET', `/events/${ids[0]}`, { as: 'admin@demo.test' });
    expect(first.body).toMatchObject({
      shortName: 'IMP-OK-1',
      status: 'in-progress',
      type: 'virtual',
      notes: 'Quoted, "with" commas',
      locationType: 'out-of-office',
      startTime: '2027-05-01T22:00:00.000Z',
      survey: false,
      registrationPage: false,
      surveyTemplates: [],
    });
    const second = await api.call('GET', `/events/${ids[1]}`, { as: 'admin@demo.test' });
    expect(second.body).toMatchObject({ startTime: '2027-05-03T16:00:00.000Z', endTime: '2027-05-03T18:30:00.000Z', locationType: null });
    const audit = await lastAudit(api, 2);
    expect(audit.map((a) => [a.entity, a.action, a.tenant_id]).sort()).toEqual([
      ['event', 'import', 'demo'],
      ['event', 'import', 'demo'],
    ]);
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual([...ids].sort());
  });

  it('refuses a role without event create (403) and writes nothing', async () => {
    await expectNothingWritten(api, ['events'], async () => {
      const { status, body } = await api.call('POST', '/events/import', { as: 'marketing@demo.test', body: { rows: [row(2, 'IMP-MKT')] } });
      expect(status).toBe(403);
      expect(body.message).toBe('You do not have permission to create event');
    });
  });

  it('refuses a malformed batch (400) and writes nothing, not even its valid lines', async () => {
    await expectNothingWritten(api, ['events'], async () => {
      const empty = await api.call('POST', '/events/import', { as: 'admin@demo.test', body: { rows: [] } });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'No events found in CSV', fields: { rows: 'No events found in CSV' } });
      const noLine = await api.call('POST', '/events/import', {
        as: 'admin@demo.test',
        body: { rows: [row(2, 'IMP-FINE'), { ...row(3, 'IMP-NOLINE'), line: undefined }] },
      });
      expect(noLine.status).toBe(400);
      expect(noLine.body).toMatchObject({ message: 'line is required', fields: { 'rows.1.line': 'line is required' } });
      const tooMany = await api.call('POST', '/events/import', {
        as: 'admin@demo.test',
        body: { rows: Array.from({ length: 1001 }, (_, i) => row(i + 2, `IMP-MANY-${i}`)) },
      });
      expect(tooMany.status).toBe(400);
    });
  });

  it('creates the events in the caller tenant only', async () => {
    const { body } = await api.call('POST', '/events/import', { as: 'admin@acme.test', body: { rows: [row(2, 'IMP-ACME-1')] } });
    const created = only(await api.owner<{ tenant_id: string }>(sql`select tenant_id from events where id = ${body.results[0].eventId}`));
    expect(created.tenant_id).toBe('acme');
    const fromDemo = await api.call('GET', `/events/${body.results[0].eventId}`, { as: 'admin@demo.test' });
    expect(fromDemo.status).toBe(404);
  });
});
