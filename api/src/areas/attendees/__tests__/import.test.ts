import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intArray, only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { IMPORT_MESSAGES as M, IMPORT_SOURCE } from '../import.ts';
import { IMPORT_BATCH } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const TABLES = ['attendees', 'event_attendances', 'events'];

const eventOf = async (api: TestApi, when: 'future' | 'past', tenant = 'demo', skip = 0) =>
  only(
    await api.owner<{ id: number; registered: number }>(sql`select id, registered from events where tenant_id = ${tenant}
      and status in ('in-progress', 'confirmed', 'complete')
      and ${when === 'future' ? sql`start_time > now()` : sql`start_time < now()`} order by id offset ${skip} limit 1`),
  );

/** The attendances an import answered, in row order. */
const attendanceRows = (api: TestApi, results: { eventAttendanceId?: number }[]) =>
  api.owner<{
    first_name: string;
    last_name: string;
    email: string | null;
    zip_code: string | null;
    status: string;
    subscribed: boolean;
    marketing_opt_in: boolean;
    source: string;
  }>(sql`select a.first_name, a.last_name, a.email, a.zip_code, ea.status, ea.subscribed,
      a.marketing_opt_in, ea.source from event_attendances ea join attendees a on a.id = ea.attendee_id
    where ea.id = any(${intArray(results.flatMap((r) => (r.eventAttendanceId ? [r.eventAttendanceId] : [])))}) order by ea.id`);

let unique = 0;
const person = (more: Record<string, unknown> = {}) => {
  unique += 1;
  return { first_name: `Imp${unique}`, last_name: `Orted${unique}`, email: `imported${unique}-${Date.now()}@example.com`, ...more };
};

describe.each(ENGINES)('POST /attendees/import on $name', (engine) => {
  const api = useApi(engine);
  const post = (body: unknown, as = ADMIN) => api.call('POST', '/attendees/import', { as, body });

  it('imports a batch: each row answered, refused rows write nothing and stop no other row', async () => {
    const event = await eventOf(api, 'future');
    const good = person({ zip: '02110', email_subscribe: false, marketing_subscribe: true });
    const rows = [
      { rowNumber: 2, ...good },
      { rowNumber: 3, ...person({ first_name: '  ' }) },
      { rowNumber: 4, ...person({ email: 'not-an-email' }) },
      { rowNumber: 5, ...person({ email: good.email.toUpperCase() }) },
      { rowNumber: 6, ...person({ email: null, last_name: 'NoMail' }) },
      { rowNumber: 7, ...person({ zip: '123' }) },
    ];
    const res = await post({ eventId: event.id, rows });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { rowNumber: number; ok: boolean; message?: string }) => [r.rowNumber, r.ok, r.message])).toEqual([
      [2, true, undefined],
      [3, false, M.firstName],
      [4, false, M.email],
      [5, false, M.duplicate(2)],
      [6, true, undefined],
      [7, false, M.zip],
    ]);
    expect(res.body.results[0].eventAttendanceId).toEqual(expect.any(Number));
    const written = await attendanceRows(api, res.body.results);
    expect(written.map((w) => w.last_name)).toEqual([good.last_name, 'NoMail']);
    // The event starts in the future: registered (spec 001 §4); e-mail lower case; the subscribe columns.
    expect(written[0]).toMatchObject({
      email: good.email.toLowerCase(),
      zip_code: '02110',
      status: 'registered',
      subscribed: false,
      marketing_opt_in: true,
    });
    expect(written[1]).toMatchObject({ email: null, subscribed: true, marketing_opt_in: false });
    expect((await eventOf(api, 'future')).registered).toBe(event.registered + 2);
    const [audit] = await lastAudit(api);
    expect(audit).toMatchObject({
      entity: 'event_attendee',
      entity_id: String(event.id),
      action: 'import',
      changed_fields: ['attendances', '2'],
    });
  });

  it('takes attended for a past event, the default status when given, and reuses an attendee by e-mail', async () => {
    const past = await eventOf(api, 'past');
    const future = await eventOf(api, 'future', 'demo', 1);
    const known = person();
    const first = await post({ eventId: past.id, rows: [{ rowNumber: 2, ...known }] });
    expect(first.body.results[0].ok).toBe(true);
    const second = await post({
      eventId: future.id,
      defaultStatus: 'attended',
      rows: [{ rowNumber: 2, ...known, email: ` ${known.email.toUpperCase()} ` }],
    });
    expect(second.body.results[0].ok).toBe(true);
    expect((await attendanceRows(api, first.body.results))[0]).toMatchObject({
      email: known.email,
      status: 'attended',
      source: IMPORT_SOURCE,
    });
    expect((await attendanceRows(api, second.body.results))[0]).toMatchObject({ email: known.email, status: 'attended' });
    const people = await api.owner(sql`select id from attendees where email = ${known.email}`);
    expect(people).toHaveLength(1);
    // The same person again in the same event: refused, nothing written.
    await expectNothingWritten(api, TABLES, async () => {
      const again = await post({ eventId: past.id, rows: [{ rowNumber: 9, ...known }] });
      expect(again.body.results).toEqual([{ rowNumber: 9, ok: false, message: M.already }]);
    });
  });

  it("a known attendee takes the row's names, keeps what the row leaves empty; subscriptions count from admins only", async () => {
    const events = await Promise.all([3, 4, 5].map((skip) => eventOf(api, 'future', 'demo', skip)));
    const known = person({ city: 'Boston', marketing_subscribe: false });
    await post({ eventId: events[0]!.id, rows: [{ rowNumber: 2, ...known }] });
    const renamed = await post({
      eventId: events[1]!.id,
      rows: [{ rowNumber: 2, ...known, first_name: 'Renamed', city: null, marketing_subscribe: true }],
    });
    expect((await attendanceRows(api, renamed.body.results))[0]).toMatchObject({ first_name: 'Renamed', marketing_opt_in: true });
    expect(only(await api.owner<{ city: string }>(sql`select city from attendees where email = ${known.email}`)).city).toBe('Boston');
    // A portal admin imports, but sets no subscription: subscribed, the opt-in kept.
    const portal = await post(
      { eventId: events[2]!.id, rows: [{ rowNumber: 2, ...known, email_subscribe: false, marketing_subscribe: false }] },
      'client-speaker-portal-admin@demo.test',
    );
    expect((await attendanceRows(api, portal.body.results))[0]).toMatchObject({ subscribed: true, marketing_opt_in: true });
  });

  it('refuses an event that is not in progress, confirmed or complete', async () => {
    const [draft] = await api.owner<{ id: number }>(sql`select id from events where tenant_id = 'demo'
      and status not in ('in-progress', 'confirmed', 'complete') limit 1`);
    if (!draft) return;
    await expectNothingWritten(api, TABLES, async () => {
      const res = await post({ eventId: draft.id, rows: [{ rowNumber: 2, ...person() }] });
      expect(res).toMatchObject({ status: 409, body: { message: M.eventNotOpen } });
    });
  });

  it('ignores the address columns when the tenant hides the address fields', async () => {
    const event = await eventOf(api, 'future', 'demo', 2);
    await api.owner(sql`update tenants set metadata = metadata || '{"hideAttendeeAddressFields": true}' where id = 'demo'`);
    try {
      const p = person({ address: '1 Main St', city: 'Boston', state: 'MA', zip: 'bad' });
      expect((await post({ eventId: event.id, rows: [{ rowNumber: 2, ...p }] })).body.results[0].ok).toBe(true);
      const [row] = await api.owner(sql`select address, city, state, zip_code from attendees where email = ${p.email}`);
      expect(row).toEqual({ address: null, city: null, state: null, zip_code: null });
    } finally {
      await api.owner(sql`update tenants set metadata = metadata - 'hideAttendeeAddressFields' where id = 'demo'`);
    }
  });

  it('refuses bad requests with a message and writes nothing', async () => {
    const event = await eventOf(api, 'future');
    const row = { rowNumber: 2, ...person() };
    const cases: [unknown, number, RegExp][] = [
      [{ eventId: event.id, rows: [] }, 400, /No attendees found in CSV/],
      [
        { eventId: event.id, rows: Array.from({ length: IMPORT_BATCH + 1 }, (_, i) => ({ ...row, rowNumber: i + 2 })) },
        400,
        /At most 500 rows/,
      ],
      [{ eventId: event.id, rows: [{ ...row, first_name: 12 }] }, 400, /first_name/],
      [{ eventId: event.id, rows: [{ ...row, formula: '=1+1' }] }, 400, /formula/],
      [{ eventId: event.id, defaultStatus: 'noshow', rows: [row] }, 400, /defaultStatus/],
      [{ eventId: event.id, rows: [row, row] }, 400, /Row 2 appears twice/],
      [{ eventId: 99_999_999, rows: [row] }, 404, /Event 99999999 not found/],
      [{ eventId: (await eventOf(api, 'future', 'acme')).id, rows: [row] }, 404, /not found/],
      ['not json', 400, /./],
    ];
    for (const [body, status, message] of cases) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await post(body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(res.body.message).toMatch(message);
      });
    }
  });

  it('refuses a 50 MB body with 413 and a message, writing nothing', async () => {
    const event = await eventOf(api, 'future');
    const cell = 'x'.repeat(100_000);
    const rows = Array.from({ length: 500 }, (_, i) => ({ rowNumber: i + 2, first_name: cell, last_name: 'Big' }));
    await expectNothingWritten(api, TABLES, async () => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/attendees/import',
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(ADMIN)}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ eventId: event.id, rows }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/too large/i);
    });
  });

  it('needs create on attendee and on event attendee', async () => {
    const event = await eventOf(api, 'future');
    for (const as of ['user@demo.test', 'marketing@demo.test', 'program-analyst@demo.test', 'speaker@demo.test']) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await post({ eventId: event.id, rows: [{ rowNumber: 2, ...person() }] }, as);
        expect(res.status, as).toBe(403);
      });
    }
    // Admin without create on attendee (event_attendee kept): refused for the attendee grant.
    const grant = only(
      await api.owner<{ role_id: number; entity_id: number; permission_id: number }>(sql`select rp.role_id, rp.entity_id, rp.permission_id
        from role_permissions rp join roles r on r.id = rp.role_id join entities e on e.id = rp.entity_id
        join permission_actions p on p.id = rp.permission_id
        where rp.tenant_id = 'demo' and r.role = 'admin' and e.name = 'attendee' and p.name = 'create'`),
    );
    await api.owner(sql`delete from role_permissions where role_id = ${grant.role_id} and entity_id = ${grant.entity_id}
      and permission_id = ${grant.permission_id}`);
    try {
      const res = await post({ eventId: event.id, rows: [{ rowNumber: 2, ...person() }] });
      expect(res).toMatchObject({ status: 403, body: { message: 'You do not have permission to create attendee' } });
    } finally {
      await api.owner(sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id)
        values ('demo', ${grant.role_id}, ${grant.entity_id}, ${grant.permission_id})`);
    }
  });

  it('imports 10,000 rows in 20 batches of 500 (figure printed)', { timeout: 120_000 }, async () => {
    const event = await eventOf(api, 'past', 'demo', 1);
    const started = performance.now();
    let ok = 0;
    for (let batch = 0; batch < 20; batch += 1) {
      const rows = Array.from({ length: IMPORT_BATCH }, (_, i) => {
        const n = batch * IMPORT_BATCH + i;
        return {
          rowNumber: n + 2,
          first_name: `Bulk${n}`,
          last_name: 'Import',
          email: n % 5 ? `bulk${n}@bench.example` : null,
          city: 'Austin',
          zip: '73301',
          email_subscribe: true,
        };
      });
      const res = await post({ eventId: event.id, rows });
      ok += res.body.results.filter((r: { ok: boolean }) => r.ok).length;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`[import] 10,000 rows in 20 batches on ${engine.name}: ${seconds.toFixed(1)} s`);
    expect(ok).toBe(10_000);
    expect(
      only(
        await api.owner<{ n: number }>(
          sql`select count(*)::int as n from event_attendances where event_id = ${event.id} and attendee_id in (select id from attendees where last_name = 'Import')`,
        ),
      ).n,
    ).toBe(10_000);
  });
});
