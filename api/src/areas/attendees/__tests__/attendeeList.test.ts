// Attendee Management's REST calls (spec 001 §2 Attendees, §7): the list of event attendances with its filters,
// search and sorts, bulk status, delete and batch delete (all or nothing), the XLSX export (no cell starts a formula)
// and Resend Email Notification. On PostgreSQL the list's plans read the indexes of migration 0018.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, explainPlans, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { ATTENDEE_LIST_MESSAGES as M } from '../contract.ts';
import { listAttendances, type AttendanceListQuery } from '../attendees.ts';

const ADMIN = 'admin@demo.test';
const USER = 'user@demo.test';
const MARKETING = 'marketing@demo.test';
const FIELD_REP = 'field-rep@demo.test';
const TABLES = ['attendees', 'event_attendances', 'attendance_answers', 'email_outbox'];

interface Made {
  id: number;
  attendeeId: number;
  eventId: number;
}

let serial = 0;
/** An attendee (unique name) with an attendance of `eventId`, made as the owner. */
async function attend(
  api: TestApi,
  eventId: number,
  o: {
    first?: string;
    last?: string;
    email?: string | null;
    status?: string;
    subscribed?: boolean;
    attendeeId?: number;
    daysAgo?: number;
  } = {},
): Promise<Made> {
  serial += 1;
  const attendeeId =
    o.attendeeId ??
    only(
      await api.owner<{ id: number }>(sql`insert into attendees (tenant_id, first_name, last_name, email)
        values ('demo', ${o.first ?? `Quorra${serial}`}, ${o.last ?? `Vantablack${serial}`},
          ${o.email === undefined ? `quorra.${serial}.${Date.now()}@list.test` : o.email}) returning id`),
    ).id;
  const { id } = only(
    await api.owner<{
      id: number;
    }>(sql`insert into event_attendances (tenant_id, event_id, attendee_id, status, subscribed, source, created_date)
      values ('demo', ${eventId}, ${attendeeId}, ${o.status ?? 'registered'}, ${o.subscribed ?? true}, 'Hive', now() - make_interval(days => ${o.daysAgo ?? 0}))
      returning id`),
  );
  return { id, attendeeId, eventId };
}

describe.each(ENGINES)('attendee list routes on $name', (engine) => {
  const api = useApi(engine);
  const events = async () =>
    api.owner<{ id: number; startTime: string; fieldRepId: number | null }>(sql`select id, start_time as "startTime",
      field_rep_id as "fieldRepId" from events where tenant_id = 'demo' order by id limit 4`);
  const list = (as: string, query: Record<string, string | number | boolean | object>) => api.call('GET', '/attendees', { as, query });

  it("keeps each event's Registered and Attended figures as its attendances, however they are written (issue 28 #1)", async () => {
    const [, , , e] = await events();
    const figures = async () =>
      only(await api.owner<{ registered: number; attended: number }>(sql`select registered, attended from events where id = ${e!.id}`));
    const counted = async () =>
      only(
        await api.owner<{ registered: number; attended: number }>(sql`select
          count(*) filter (where status not in ('cancelled', 'ineligible'))::int as registered,
          count(*) filter (where status in ('attended', 'walkin'))::int as attended from event_attendances where event_id = ${e!.id}`),
      );
    expect(await figures()).toEqual(await counted());
    const before = await figures();
    const a = await attend(api, e!.id);
    const b = await attend(api, e!.id, { status: 'walkin' });
    expect(await figures()).toEqual({ registered: before.registered + 2, attended: before.attended + 1 });
    const status = (m: Made, to: string) =>
      api.call('PUT', '/attendees/status', { as: ADMIN, body: [{ attendeeId: m.attendeeId, eventId: m.eventId, status: to }] });
    expect((await status(a, 'attended')).status).toBe(200);
    expect(await figures()).toEqual({ registered: before.registered + 2, attended: before.attended + 2 });
    expect((await status(b, 'cancelled')).status).toBe(200);
    expect(await figures()).toEqual({ registered: before.registered + 1, attended: before.attended + 1 });
    const gone = await api.call('DELETE', `/attendees/${a.attendeeId}/events/${a.eventId}`, { as: ADMIN });
    expect(gone.status).toBe(204);
    expect(await figures()).toEqual(before);
    expect(await figures()).toEqual(await counted());
  });

  it('answers event attendance rows with their attendee and event, newest first, in pages with the count', async () => {
    const [e] = await events();
    const older = await attend(api, e!.id, { daysAgo: 3 });
    const newer = await attend(api, e!.id, { daysAgo: 1 });
    const res = await list(ADMIN, { filters: { eventIds: [e!.id] }, limit: 1 });
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(2);
    const [row] = res.body.results;
    expect(row.id).toBe(newer.id);
    expect(Object.keys(row).sort()).toEqual([
      'attendee',
      'attendeeId',
      'createdDate',
      'event',
      'eventId',
      'id',
      'sources',
      'status',
      'subscribed',
    ]);
    expect(row.sources).toEqual([{ source: 'Hive' }]);
    expect(Object.keys(row.attendee).sort()).toEqual(
      ['address', 'city', 'email', 'firstName', 'id', 'lastName', 'marketingOptIn', 'state', 'type', 'zipCode'].sort(),
    );
    expect(Object.keys(row.event).sort()).toEqual(
      ['emailSeriesId', 'id', 'registrationPage', 'registrationTemplateId', 'shortName', 'startTime', 'status', 'title'].sort(),
    );
    expect(row.createdDate).toMatch(/Z$/);
    const page2 = await list(ADMIN, { filters: { eventIds: [e!.id] }, limit: 1, page: 2 });
    expect(page2.body.results[0].id).not.toBe(newer.id);
    const all = await list(ADMIN, { filters: { eventIds: [e!.id] }, limit: -1 });
    const ids = all.body.results.map((r: { id: number }) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('filters by events, statuses, event month with year, and year; a month without a year is refused', async () => {
    const [a, b] = await events();
    const x = await attend(api, a!.id, { status: 'noshow' });
    const y = await attend(api, b!.id, { status: 'ineligible' });
    const ids = async (filters: object) =>
      (await list(ADMIN, { filters, limit: -1 })).body.results.map((r: { id: number }) => r.id) as number[];
    expect(await ids({ eventIds: [a!.id], statuses: ['noshow'] })).toContain(x.id);
    expect(await ids({ eventIds: [a!.id], statuses: ['noshow'] })).not.toContain(y.id);
    expect(await ids({ eventIds: [a!.id, b!.id], statuses: ['noshow', 'ineligible'] })).toEqual(expect.arrayContaining([x.id, y.id]));
    const start = new Date(b!.startTime);
    const inMonth = await ids({ eventMonth: start.getUTCMonth() + 1, eventYear: start.getUTCFullYear(), statuses: ['ineligible'] });
    expect(inMonth).toContain(y.id);
    const otherMonth = await ids({
      eventMonth: ((start.getUTCMonth() + 1) % 12) + 1,
      eventYear: start.getUTCFullYear(),
      eventIds: [b!.id],
    });
    expect(otherMonth).toEqual([]);
    expect(await ids({ eventYear: start.getUTCFullYear(), eventIds: [b!.id] })).toContain(y.id);
    expect(await ids({ eventYear: start.getUTCFullYear() + 30, eventIds: [b!.id] })).toEqual([]);
    const refused = await list(ADMIN, { filters: { eventMonth: 3 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(M.monthNeedsYear);
    expect((await list(ADMIN, { filters: { eventMonth: 13, eventYear: 2026 } })).status).toBe(400);
    expect((await list(ADMIN, { filters: { statuses: ['gone'] } })).status).toBe(400);
  });

  it('searches first, last and full name and e-mail; sorts every column both ways', async () => {
    const [e] = await events();
    const made = await attend(api, e!.id, { first: 'Xanthippe', last: 'Oddlyname', email: 'xanthippe.search@list.test' });
    for (const term of ['XANTHIPPE', 'oddlyname', 'Xanthippe Oddly', 'xanthippe.search@']) {
      const res = await list(USER, { searchQuery: term });
      expect(
        res.body.results.map((r: { id: number }) => r.id),
        term,
      ).toEqual([made.id]);
    }
    expect((await list(USER, { searchQuery: '%_' })).body).toMatchObject({ results: [], count: 0 });
    type Row = { createdDate: string; eventId: number; status: string; id: number; attendee: { firstName: string; lastName: string } };
    const value: Record<string, (r: Row) => string | number> = {
      createdDate: (r) => r.createdDate,
      eventId: (r) => r.eventId,
      status: (r) => r.status,
      lastName: (r) => r.attendee.lastName,
      firstName: (r) => r.attendee.firstName,
      id: (r) => r.id,
    };
    for (const [sortBy, of] of Object.entries(value)) {
      for (const sortDesc of [false, true]) {
        const res = await list(ADMIN, { sortBy, sortDesc, limit: -1 });
        expect(res.status).toBe(200);
        const values = res.body.results.map(of);
        const sorted = [...values].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
        // Names compare in the database's collation: check the order only for plain ASCII letters.
        if (sortBy.endsWith('Name')) continue;
        expect(values, `${sortBy} ${sortDesc}`).toEqual(sortDesc ? sorted.reverse() : sorted);
      }
    }
  });

  it("sorts by the names an attendee has now: a renamed attendee's attendances move in the name orders", async () => {
    const [, e] = await events();
    const a = await attend(api, e!.id, { first: 'Mmiddle', last: 'Mmiddle' });
    const b = await attend(api, e!.id, { first: 'Nnext', last: 'Nnext' });
    const order = async (sortBy: string) =>
      (await list(ADMIN, { sortBy, filters: { ids: [a.id, b.id] } })).body.results.map((r: { id: number }) => r.id);
    expect(await order('lastName')).toEqual([a.id, b.id]);
    expect(await order('firstName')).toEqual([a.id, b.id]);
    await api.owner(sql`update attendees set first_name = 'Zzlast', last_name = 'Zzlast' where id = ${a.attendeeId}`);
    expect(await order('lastName')).toEqual([b.id, a.id]);
    expect(await order('firstName')).toEqual([b.id, a.id]);
  });

  it('pages a common term (more than 1,000 matching attendees) in order as "1,000+", and exports every match', async () => {
    const [, , , e] = await events();
    // 1,005 attendees named Ubiquitous, the newest made last; one of them also matches by e-mail only.
    await api.owner(sql`with made as (
        insert into attendees (tenant_id, first_name, last_name, email)
        select 'demo', 'Ubiquitous', 'Person' || n, 'ubiquitous.' || n || '@common.test' from generate_series(1, 1005) n
        returning id)
      insert into event_attendances (tenant_id, event_id, attendee_id, status, source, created_date)
      select 'demo', ${e!.id}, id, 'registered', 'Hive', now() - make_interval(secs => 100000 - id) from made`);
    const res = await list(ADMIN, { searchQuery: 'ubiquitous', limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1000, countExact: false });
    const newest = await api.owner<{ id: number }>(sql`select ea.id from event_attendances ea join attendees a on a.id = ea.attendee_id
      where a.first_name = 'Ubiquitous' order by ea.created_date desc, ea.id desc limit 10`);
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual(newest.map((r) => r.id));
    // A role with the first name and e-mail hidden searches neither: the term matches nothing it may read.
    await api.call('PUT', '/permissions/entity/attendee/role/user/hidden-fields', {
      as: 'system-admin@demo.test',
      body: { fields: ['firstName', 'email'] },
    });
    expect((await list(USER, { searchQuery: 'ubiquitous' })).body).toMatchObject({ results: [], count: 0 });
    await api.call('PUT', '/permissions/entity/attendee/role/user/hidden-fields', { as: 'system-admin@demo.test', body: { fields: [] } });
    const exported = await api.app.inject({
      method: 'GET',
      url: '/attendees/export',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(ADMIN)}` },
      query: { searchQuery: 'ubiquitous' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Attendees')!.rowCount).toBe(1 + 1005);
  });

  it('gives a field rep only the attendances of their events', async () => {
    const rep = only(await api.owner<{ id: number }>(sql`select field_rep_id as id from users where email = ${FIELD_REP}`));
    const theirs = await api.owner<{ id: number }>(
      sql`select id from events where tenant_id = 'demo' and field_rep_id = ${rep.id} limit 1`,
    );
    const others = await api.owner<{ id: number }>(
      sql`select id from events where tenant_id = 'demo' and field_rep_id is distinct from ${rep.id} limit 1`,
    );
    const outside = await attend(api, others[0]!.id);
    const inside = theirs[0] ? await attend(api, theirs[0].id) : null;
    const res = await list(FIELD_REP, { limit: -1 });
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(outside.id);
    if (inside) expect(ids).toContain(inside.id);
    // Read-only: the writes answer 403.
    const denied = await api.call('PUT', '/attendees/status', { as: FIELD_REP, body: [{ ...outside, status: 'attended' }] });
    expect(denied.status).toBe(403);
  });

  it('sets one status on several attendances in one call, all or nothing, with audit rows', async () => {
    const [e, f] = await events();
    const one = await attend(api, e!.id);
    const two = await attend(api, f!.id);
    const body = [one, two].map((m) => ({ attendeeId: m.attendeeId, eventId: m.eventId, status: 'attended' }));
    const res = await api.call('PUT', '/attendees/status', { as: USER, body });
    expect(res).toEqual({ status: 200, body: { success: true } });
    const statuses = await api.owner<{ status: string }>(sql`select status from event_attendances where id in (${one.id}, ${two.id})`);
    expect(statuses.map((s) => s.status)).toEqual(['attended', 'attended']);
    expect((await lastAudit(api, 2)).map((a) => [a.entity, a.action])).toEqual([
      ['event_attendee', 'update'],
      ['event_attendee', 'update'],
    ]);
    await expectNothingWritten(api, TABLES, async () => {
      const missing = await api.call('PUT', '/attendees/status', {
        as: ADMIN,
        body: [
          { attendeeId: one.attendeeId, eventId: one.eventId, status: 'noshow' },
          { attendeeId: one.attendeeId, eventId: f!.id, status: 'noshow' },
        ],
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toContain(`attendee ${one.attendeeId} of event ${f!.id}`);
      expect((await api.call('PUT', '/attendees/status', { as: ADMIN, body: [] })).status).toBe(400);
      expect((await api.call('PUT', '/attendees/status', { as: ADMIN, body: [{ ...body[0], status: 'gone' }] })).status).toBe(400);
      expect((await api.call('PUT', '/attendees/status', { as: ADMIN, body: [body[0], body[0]] })).status).toBe(400);
      expect((await api.call('PUT', '/attendees/status', { as: MARKETING, body })).status).toBe(403);
    });
  });

  it('deletes one attendance (204) with its answers; the attendee goes with their last attendance only', async () => {
    const [e, f] = await events();
    const shared = await attend(api, e!.id);
    const second = await attend(api, f!.id, { attendeeId: shared.attendeeId });
    const res = await api.call('DELETE', `/attendees/${shared.attendeeId}/events/${shared.eventId}`, { as: ADMIN });
    expect(res.status).toBe(204);
    expect(await api.owner(sql`select id from event_attendances where id = ${shared.id}`)).toEqual([]);
    expect(await api.owner(sql`select id from attendees where id = ${shared.attendeeId}`)).toHaveLength(1);
    await api.call('DELETE', `/attendees/${second.attendeeId}/events/${second.eventId}`, { as: ADMIN });
    expect(await api.owner(sql`select id from attendees where id = ${shared.attendeeId}`)).toEqual([]);
    const again = await api.call('DELETE', `/attendees/${second.attendeeId}/events/${second.eventId}`, { as: ADMIN });
    expect(again.status).toBe(404);
    expect((await api.call('DELETE', `/attendees/x/events/1`, { as: ADMIN })).status).toBe(400);
  });

  it('batch-deletes attendances all or nothing, at most the limit', async () => {
    const [e] = await events();
    const a = await attend(api, e!.id);
    const b = await attend(api, e!.id);
    const pairs = [a, b].map(({ attendeeId, eventId }) => ({ attendeeId, eventId }));
    await expectNothingWritten(api, TABLES, async () => {
      const refused = await api.call('POST', '/attendees/batch-delete', {
        as: ADMIN,
        body: { eventAttendees: [...pairs, { attendeeId: a.attendeeId, eventId: 2_000_000_000 }] },
      });
      expect(refused.status).toBe(404);
      const many = Array.from({ length: 1001 }, (_, i) => ({ attendeeId: i + 1, eventId: 1 }));
      expect((await api.call('POST', '/attendees/batch-delete', { as: ADMIN, body: { eventAttendees: many } })).status).toBe(400);
      expect((await api.call('POST', '/attendees/batch-delete', { as: MARKETING, body: { eventAttendees: pairs } })).status).toBe(403);
    });
    const res = await api.call('POST', '/attendees/batch-delete', { as: USER, body: { eventAttendees: pairs } });
    expect(res.status).toBe(204);
    expect(await api.owner(sql`select id from event_attendances where id in (${a.id}, ${b.id})`)).toEqual([]);
  });

  it('exports the filtered list as XLSX with the file name; no cell starts a formula; hidden columns left out', async () => {
    const [, , e] = await events();
    const evil = await attend(api, e!.id, { first: '=HYPERLINK("http://evil.test","x")', last: '+Plus', email: null });
    const fine = await attend(api, e!.id, { first: 'Plainname', last: 'Zed' });
    const res = await api.app.inject({
      method: 'GET',
      url: '/attendees/export',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(ADMIN)}` },
      query: { filters: JSON.stringify({ eventIds: [e!.id] }), sortBy: 'id' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="attendees-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Attendees')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Event ID', 'First Name', 'Last Name']);
    const rows: string[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as string[]).slice(1)));
    const firstNames = rows.map((r) => r[1]);
    expect(firstNames).toContain('Plainname');
    expect(firstNames).toContain(`'=HYPERLINK("http://evil.test","x")`);
    expect(rows.map((r) => r[2])).toContain(`'+Plus`);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    // A role with the e-mail hidden gets no Email column.
    await api.call('PUT', '/permissions/entity/attendee/role/user/hidden-fields', {
      as: 'system-admin@demo.test',
      body: { fields: ['email'] },
    });
    const hidden = await api.app.inject({
      method: 'GET',
      url: '/attendees/export',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(USER)}` },
      query: { filters: JSON.stringify({ ids: [evil.id, fine.id] }) },
    });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(hidden.rawPayload as unknown as ArrayBuffer);
    const header2 = (book2.getWorksheet('Attendees')!.getRow(1).values as string[]).slice(1);
    expect(header2).not.toContain('Email');
    expect(book2.getWorksheet('Attendees')!.rowCount).toBe(3);
    const listed = await list(USER, { filters: { ids: [fine.id] } });
    expect(listed.body.results[0].attendee.email).toBeNull();
    expect(
      (await list(USER, { searchQuery: 'quorra' })).body.results.every((r: { attendee: { firstName: string } }) =>
        r.attendee.firstName.startsWith('Quorra'),
      ),
    ).toBe(true);
    await api.call('PUT', '/permissions/entity/attendee/role/user/hidden-fields', { as: 'system-admin@demo.test', body: { fields: [] } });
  });

  it("resends the series' template of the type, only when the event has an email series and the attendance is subscribed", async () => {
    const series = only(await api.owner<{ id: number }>(sql`select id from email_series where tenant_id = 'demo' order by id limit 1`));
    const [withSeries, without] = await api.owner<{ id: number }>(
      sql`select id from events where tenant_id = 'demo' order by id desc limit 2`,
    );
    await api.owner(sql`update events set email_series_id = ${series.id} where id = ${withSeries!.id}`);
    await api.owner(sql`update events set email_series_id = null where id = ${without!.id}`);
    const ok = await attend(api, withSeries!.id, { email: 'resend.me@list.test' });
    const unsubscribed = await attend(api, withSeries!.id, { subscribed: false });
    const noSeries = await attend(api, without!.id);
    const send = (m: Made, emailType = 'registration-thank-you', as = ADMIN) =>
      api.call('POST', '/attendees/resend-email', { as, query: { attendeeId: m.attendeeId, eventId: m.eventId, emailType } });
    await expectNothingWritten(api, TABLES, async () => {
      const a = await send(unsubscribed);
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(M.emailFailed(M.notSubscribed));
      const b = await send(noSeries);
      expect(b.body.message).toBe(M.emailFailed(M.noEmailSeries));
      expect((await send(ok, 'not-a-type')).status).toBe(400);
      expect((await send(ok, 'registration-thank-you', MARKETING)).status).toBe(403);
      // The first series (Standard invitations) has no template of this type.
      const c = await send(ok, 'sorry-we-missed-you');
      expect(c).toMatchObject({ status: 409, body: { message: M.emailFailed(M.noTemplate('sorry-we-missed-you')) } });
    });
    // Spec 001 §7's answer, `{success, error}`.
    expect(await send(ok)).toEqual({ status: 200, body: { success: true, error: null } });
    const [mail] = await api.owner<{ subject: string; html: string; unsubscribe_token: string; attendance_id: number }>(
      sql`select subject, html, unsubscribe_token, attendance_id from email_outbox where to_email = 'resend.me@list.test'`,
    );
    const { title } = only(await api.owner<{ title: string }>(sql`select title from events where id = ${withSeries!.id}`));
    expect(mail!.subject).toBe(`You are registered: ${title}`);
    expect(mail!.html).toContain(`/unsubscribe/${mail!.unsubscribe_token}`);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'event_attendee', action: 'resend-email' });
  });

  it.runIf(engine.name === 'postgres')('reads every filter, sort and search through indexes (EXPLAIN)', async () => {
    const hiddenNone = { attendee: new Set<string>(), event: new Set<string>() };
    const q = (over: Partial<AttendanceListQuery>): AttendanceListQuery => ({ page: 1, limit: 10, sortDesc: false, filters: {}, ...over });
    const plans = (query: AttendanceListQuery) => explainPlans(api, (tx) => listAttendances(tx as never, query, null, hiddenNone));
    expect(await plans(q({}))).toContain('event_attendances_created_idx');
    expect(await plans(q({ filters: { eventIds: [1] } }))).toMatch(
      /event_attendances_event_(created|sort)_idx|event_attendances_event_id_attendee_id_key/,
    );
    expect(await plans(q({ sortBy: 'eventId' }))).toContain('event_attendances_event_sort_idx');
    expect(await plans(q({ filters: { statuses: ['attended'] } }))).toMatch(/event_attendances_status_idx|event_attendances_created_idx/);
    expect(await plans(q({ filters: { eventYear: 2026, eventMonth: 3 } }))).toContain('event_attendances_start_idx');
    expect(await plans(q({ sortBy: 'lastName' }))).toContain('event_attendances_last_name_idx');
    expect(await plans(q({ sortBy: 'firstName', sortDesc: true }))).toContain('event_attendances_first_name_idx');
  });
});
