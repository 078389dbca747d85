import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { toGlobalId } from 'graphql-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CATEGORIES, DASHBOARD_COLUMN_HEADERS, type DashboardCategory } from '../../api/src/areas/dashboards/contract.ts';
import { ROLES, type Role } from '../../api/src/platform/auth/model.ts';
import { intArray } from '../../api/src/platform/db/client.ts';
import type { RegisteredRoute } from '../../api/src/platform/http/route.ts';
import { rowScopeOf } from '../../api/src/platform/http/scope.ts';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { fill, granted } from './support/routes.ts';

// Row scope (api/src/platform/http/scope.ts): a speaker reaches the events they speak at and, of speakers, themselves
// and their co-speakers; a field rep the events they own — decided by who they are, never by a header. For every role
// with a scope, every REST GET route (from the route table) whose answer holds speaker, event, attendee, contract or
// attachment rows (and the trainings and programs, which carry speakers) and the GraphQL entry points answer only rows
// in scope, with and without each product header, and when an admin impersonates the speaker. Every other GET route
// is named with the reason it carries none of those rows: a new route fails the coverage test until it is classified.
const TENANT = 'demo';
const PRODUCTS = [undefined, 'hive', 'speaker-portal', 'dashboard', 'event-management'];
const scopedRoles = ROLES.filter((role) => rowScopeOf({ role, speakerId: 1, fieldRepId: 1 }).events !== null);

interface Caller {
  label: string;
  role: Role;
  token: string;
  headers: Record<string, string>;
  inScope: Set<number>;
  shortNames: Set<string>;
  /** The speakers in scope (`rowScopeOf(...).speakers`), null for every speaker of the tenant. */
  speakers: Set<number> | null;
  /** The training programs and library resources a speaker reaches (those assigned to them); null: the tenant's. */
  programs: Set<number> | null;
  resources: Set<number> | null;
  /** The caller's own speaker record (a speaker), else a speaker of one of their events. */
  speakerId: number;
}

/** Rows the cases ask about, out of the scoped callers' reach (set up in `beforeAll`). */
interface Fixtures {
  /** A speaker out of the speaker's scope, with trainings, and one of those trainings (completed, with a certificate). */
  stranger: number;
  strangerTraining: { id: number; programId: number };
  /** A contract of a speaker out of the speaker's scope. */
  strangerContract: { id: number; speakerId: number };
  /** A program assigned to the speaker, and a video program (with its own video) that is not. */
  ownProgram: number;
  otherProgram: { id: number; videoId: number; topicId: number };
  /** A library resource with its file, not assigned to the speaker. */
  hiddenResource: { id: number; fileName: string; key: string; groupId: number };
  /** The stored file (`/files/…` path) of the CV of a speaker out of the speaker's scope. */
  strangerCv: string;
  /** An attendance at an event out of every scope, with answers to registration questions. */
  outAttendance: { attendeeId: number; eventId: number; questionIds: number[] };
  /** A registration template of events in and out of scope. */
  template: number;
}

let stack: Stack;
const callers: Caller[] = [];
let outOfScope: Map<string, number>;
let shortNameOf: Map<number, string>;
let fx: Fixtures;
let adminToken: string;
let speakerNames: Map<number, string>;

beforeAll(async () => {
  stack = await startStack();
  const owner = <T>(query: ReturnType<typeof sql>) => stack.api.db.asOwner((tx) => tx.query<T>(query));
  const events = await owner<{ id: number; short_name: string }>(sql`select id, short_name from events where tenant_id = ${TENANT}`);
  shortNameOf = new Map(events.map((e) => [e.id, e.short_name]));
  const admin = await stack.signIn(`admin@${TENANT}.test`);
  adminToken = admin;
  for (const role of scopedRoles) {
    const email = `${role}@${TENANT}.test`;
    const [user] = await owner<{ speaker_id: number | null; field_rep_id: number | null }>(
      sql`select speaker_id, field_rep_id from users where tenant_id = ${TENANT} and email = ${email}`,
    );
    const ids =
      role === 'speaker'
        ? await owner<{ id: number }>(sql`select event_id as id from event_speakers where speaker_id = ${user!.speaker_id}`)
        : await owner<{ id: number }>(sql`select id from events where field_rep_id = ${user!.field_rep_id}`);
    const inScope = new Set(ids.map((r) => r.id));
    expect(inScope.size, `${role} has events in scope`).toBeGreaterThan(0);
    expect(inScope.size, `${role} does not reach every event`).toBeLessThan(events.length);
    const token = await stack.signIn(email);
    const shortNames = new Set([...inScope].map((id) => shortNameOf.get(id)!));
    const speakerScope = rowScopeOf({ role, speakerId: user!.speaker_id, fieldRepId: user!.field_rep_id }).speakers;
    const speakers = speakerScope
      ? new Set(
          (await owner<{ id: number }>(sql`select id from speakers where tenant_id = ${TENANT} and ${speakerScope}`)).map((r) => r.id),
        )
      : null;
    const own = role === 'speaker' ? user!.speaker_id : null;
    const programs =
      own === null
        ? null
        : new Set(
            (await owner<{ id: number }>(sql`select program_id as id from speaker_trainings where speaker_id = ${own}`)).map((r) => r.id),
          );
    const [ofEvents] = await owner<{ id: number }>(sql`select speaker_id as id from event_speakers
      where event_id = any(${intArray([...inScope])}) order by speaker_id limit 1`);
    const scoped = { inScope, shortNames, speakers, programs, speakerId: own ?? ofEvents!.id };
    for (const product of PRODUCTS) {
      const headers: Record<string, string> = product ? { 'x-product': product } : {};
      // The resources a speaker reaches are read after the fixtures below take one away.
      callers.push({ label: `${role} x-product=${product ?? '-'}`, role, token, headers, ...scoped, resources: null });
      if (role === 'speaker') {
        callers.push({
          label: `admin impersonating the speaker x-product=${product ?? '-'}`,
          role,
          token: admin,
          ...scoped,
          resources: null,
          headers: { ...headers, 'x-impersonate-speaker-id': String(user!.speaker_id) },
        });
      }
    }
  }
  // An event out of every scope, one with a survey (for the QR PDF) and one with speakers (event-speakers).
  const everyScope = new Set(callers.flatMap((c) => [...c.inScope]));
  const [plain] = events.filter((e) => !everyScope.has(e.id));
  const [survey] = await owner<{ id: number }>(sql`select e.id from events e join event_survey_templates t on t.event_id = e.id
    where e.tenant_id = ${TENANT} and e.survey and e.id <> all(${intArray([...everyScope])}) limit 1`);
  outOfScope = new Map([
    ['event', plain!.id],
    ['survey', survey!.id],
  ]);
  fx = await fixtures(owner, admin, everyScope);
  speakerNames = new Map(
    (
      await owner<{ id: number; name: string }>(sql`select id, first_name || ' ' || last_name as name from speakers
      where tenant_id = ${TENANT}`)
    ).map((r) => [r.id, r.name]),
  );
  for (const caller of callers.filter((c) => c.role === 'speaker')) {
    const assigned = await owner<{ id: number }>(
      sql`select attachment_id as id from speaker_attachments where speaker_id = ${caller.speakerId}`,
    );
    caller.resources = new Set(assigned.map((r) => r.id));
  }
});

/** The rows the cases ask about: picked from the seed, a few made here (as the owner, or through the REST service). */
async function fixtures(
  owner: <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
  admin: string,
  everyScope: Set<number>,
): Promise<Fixtures> {
  const speaker = callers.find((c) => c.role === 'speaker')!;
  const reach = intArray([...speaker.speakers!]);
  const [stranger] = await owner<{ id: number; trainingId: number; programId: number }>(sql`select st.speaker_id as id,
    st.id as "trainingId", st.program_id as "programId" from speaker_trainings st join training_programs p on p.id = st.program_id
    where st.tenant_id = ${TENANT} and p.type = 'checkbox' and st.speaker_id <> all(${reach}) order by st.id limit 1`);
  // Completed by 'Mark Completions': the service writes its certificate.
  const marked = await fetch(`${stack.apiUrl}/speaker-training/${stranger!.trainingId}`, {
    method: 'PUT',
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ completionDate: new Date().toISOString() }),
  });
  expect(marked.status).toBe(200);
  const [contract] = await owner<{ id: number; speakerId: number }>(sql`select id, speaker_id as "speakerId" from contracts
    where tenant_id = ${TENANT} and speaker_id <> all(${reach}) order by id limit 1`);
  const [topic] = await owner<{ id: number }>(sql`select id from topics where tenant_id = ${TENANT} order by id limit 1`);
  const [video] = await owner<{ id: number }>(sql`insert into training_videos (tenant_id, name, description, duration_seconds,
    storage_key, content_type, size) select tenant_id, 'Not the speaker''s', description, duration_seconds, storage_key, content_type,
    size from training_videos where tenant_id = ${TENANT} order by id limit 1 returning id`);
  const [program] = await owner<{ id: number }>(sql`insert into training_programs (tenant_id, program_name, type, topic_id,
    expiration_date, video_id) values (${TENANT}, 'Not assigned to the speaker', 'video', ${topic!.id}, now() + interval '90 days',
    ${video!.id}) returning id`);
  // One of the speaker's resources (with its file) is taken away from them.
  const [resource] = await owner<{ id: number; fileName: string; key: string; groupId: number }>(sql`delete from speaker_attachments sa
    using attachments a where a.id = sa.attachment_id and sa.speaker_id = ${speaker.speakerId} and a.storage_key is not null
    and a.id = (select min(x.attachment_id) from speaker_attachments x join attachments y on y.id = x.attachment_id
      where x.speaker_id = ${speaker.speakerId} and y.storage_key is not null and y.kind = 'resource'
        and (y.expiration_date is null or y.expiration_date > now()))
    returning a.id, a.file_name as "fileName", a.storage_key as key, a.group_id as "groupId"`);
  const [attendance] = await owner<{ attendeeId: number; eventId: number; questionIds: number[] }>(sql`select ea.attendee_id as
    "attendeeId", ea.event_id as "eventId", array_agg(aa.question_id order by aa.question_id) as "questionIds"
    from event_attendances ea join attendance_answers aa on aa.event_attendance_id = ea.id
    where ea.tenant_id = ${TENANT} and ea.event_id <> all(${intArray([...everyScope])})
      and not exists (select 1 from event_attendances mine where mine.attendee_id = ea.attendee_id
        and mine.event_id = any(${intArray([...everyScope])}))
    group by ea.id order by ea.id limit 1`);
  const [template] = await owner<{ id: number }>(sql`select registration_template_id as id from events
    where tenant_id = ${TENANT} and registration_template_id is not null group by registration_template_id
    having count(*) filter (where id = any(${intArray([...everyScope])})) > 0 and count(*) filter (where id <> all(${intArray([...everyScope])})) > 0
    order by registration_template_id limit 1`);
  // A CV uploaded by the admin for the speaker out of scope: a protected file named by that speaker's record.
  const form = new FormData();
  form.append('tenant-id', TENANT);
  form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n% cv\n%%EOF\n'))], { type: 'application/pdf' }), 'cv.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const uploaded = await stack.bff.inject({
    method: 'POST',
    url: '/uploads/protected',
    headers: {
      'x-tenant-id': TENANT,
      authorization: `Bearer ${admin}`,
      'x-requested-with': 'fetch',
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const cvUrl = (uploaded.json() as { url: string }).url;
  const named = await fetch(`${stack.apiUrl}/speakers/${stranger!.id}`, {
    method: 'PUT',
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ cvUrl }),
  });
  expect(named.status).toBe(200);
  const [own] = [...speaker.programs!];
  return {
    stranger: stranger!.id,
    strangerTraining: { id: stranger!.trainingId, programId: stranger!.programId },
    strangerContract: contract!,
    ownProgram: own!,
    otherProgram: { id: program!.id, videoId: video!.id, topicId: topic!.id },
    hiddenResource: resource!,
    strangerCv: new URL(cvUrl, 'http://localhost').pathname,
    outAttendance: attendance!,
    template: template!.id,
  };
}
afterAll(() => stack?.close());

const rest = (caller: Caller, path: string) =>
  fetch(`${stack.apiUrl}${path}`, {
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${caller.token}`, ...caller.headers },
  });

/** What each event-reading GET route must answer out of scope; a new route under /events fails until it is added here. */
const EVENT_ROUTES: Record<string, (caller: Caller) => Promise<string[]>> = {
  '/events': async (caller) => {
    const body = (await (await rest(caller, '/events?limit=-1')).json()) as { results: { id: number }[]; count: number };
    const ids = body.results.map((e: { id: number }) => e.id);
    return ids
      .filter((id: number) => !caller.inScope.has(id))
      .map((id: number) => `lists event ${id}`)
      .concat(body.count === caller.inScope.size ? [] : [`counts ${body.count}, in scope ${caller.inScope.size}`]);
  },
  '/events/:id': async (caller) => {
    const outside = await rest(caller, `/events/${outOfScope.get('event')}`);
    const inside = await rest(caller, `/events/${[...caller.inScope][0]}`);
    return [
      ...(outside.status === 404 ? [] : [`reads event out of scope: ${outside.status}`]),
      ...(inside.status === 200 ? [] : [`cannot read its own event: ${inside.status}`]),
    ];
  },
  '/events/used-event-statuses': async (caller) => {
    const statuses = (await (await rest(caller, '/events/used-event-statuses')).json()) as string[];
    const own = await stack.api.db.asOwner((tx) =>
      tx.query<{ status: string }>(sql`select distinct status from events where id = any(${intArray([...caller.inScope])})`),
    );
    const allowed = new Set(own.map((r) => r.status));
    return statuses.filter((s) => !allowed.has(s)).map((s) => `names status ${s} of events out of scope`);
  },
  '/events/event-speakers/:eventId/:speakerId': async (caller) => {
    const id = outOfScope.get('event')!;
    const [link] = await stack.api.db.asOwner((tx) =>
      tx.query<{ speaker_id: number }>(sql`select speaker_id from event_speakers where event_id = ${id} limit 1`),
    );
    const response = await rest(caller, `/events/event-speakers/${id}/${link!.speaker_id}`);
    return response.status === 404 ? [] : [`reads a speaker link of an event out of scope: ${response.status}`];
  },
  // Issue 30: the event page's E-mail delivery card.
  '/events/:eventId/email-delivery': async (caller) => {
    const outside = await refused(
      caller,
      `/events/${outOfScope.get('event')}/email-delivery`,
      'reads the e-mail delivery of an event out of scope',
    );
    const inside = await rest(caller, `/events/${[...caller.inScope][0]}/email-delivery`);
    return [...outside, ...(inside.status === 200 ? [] : [`cannot read its own event's e-mail delivery: ${inside.status}`])];
  },
  '/events/export': async (caller) => {
    const response = await rest(caller, '/events/export');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const names: string[] = [];
    workbook.getWorksheet('Events')!.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    return names
      .filter((name) => !caller.shortNames.has(name))
      .map((name) => `exports event ${name}`)
      .concat(names.length === caller.inScope.size ? [] : [`exports ${names.length} rows, in scope ${caller.inScope.size}`]);
  },
  '/events/qr.pdf': async (caller) => {
    const response = await rest(caller, `/events/qr.pdf?ids=${outOfScope.get('survey')}`);
    return response.status === 404 ? [] : [`prints the QR code of an event out of scope: ${response.status}`];
  },
};

/** A GET's JSON answer, or the failure of a route that should answer 200. */
async function read<T>(caller: Caller, path: string): Promise<{ body: T; failures: [] } | { body: null; failures: string[] }> {
  const response = await rest(caller, path);
  if (response.status !== 200) return { body: null, failures: [`GET ${path} answers ${response.status}`] };
  return { body: (await response.json()) as T, failures: [] };
}

/** A row out of the caller's reach asked for by id: 403 or 404 (or, with `empty`, a 200 with no rows). */
async function refused(caller: Caller, path: string, what: string, empty?: (body: unknown) => boolean): Promise<string[]> {
  // The control: the row is there — an admin (no row scope) reads it, so a refusal is the scope's, not a wrong path's.
  const control = await fetch(`${stack.apiUrl}${path}`, { headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${adminToken}` } });
  if (control.status !== 200) return [`control: an admin's GET ${path} answers ${control.status}`];
  if (empty?.(await control.json())) return [`control: an admin's GET ${path} answers no rows`];
  const response = await rest(caller, path);
  if (response.status === 403 || response.status === 404) return [];
  if (response.status === 200 && empty?.(await response.json())) return [];
  return [`${what} (GET ${path}): ${response.status}`];
}

/** The ids not in `allowed` (null: every row is), as failures. */
const beyond = (ids: readonly number[], allowed: Set<number> | null, what: string) =>
  allowed ? ids.filter((id) => !allowed.has(id)).map((id) => `${what} ${id} out of scope`) : [];

/** A list route (an array, or a page's `results`) whose every row lies in the caller's scope: `idOf` picks a row's
 *  speaker, event, program or resource id, `scopeOf` the ids the caller may see (null: all). */
const listedWithin =
  <Row>(
    path: string | ((caller: Caller) => string),
    idOf: (row: Row) => number,
    scopeOf: (caller: Caller) => Set<number> | null,
    what: string,
  ) =>
  async (caller: Caller) => {
    const { body, failures } = await read<Row[] | { results: Row[] }>(caller, typeof path === 'string' ? path : path(caller));
    const rows = Array.isArray(body) ? body : (body?.results ?? []);
    return [...failures, ...beyond(rows.map(idOf), scopeOf(caller), what)];
  };

/** The values of the column headed `header` in an XLSX answer's first sheet (header row left out). */
async function column(response: Response, header: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  const sheet = workbook.worksheets[0]!;
  const index = (sheet.getRow(1).values as unknown[]).findIndex((v) => v === header);
  if (index < 0) throw new Error(`No column ${header}`);
  const values: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) values.push(String(row.getCell(index).value ?? ''));
  });
  return values;
}

const noRows = (body: unknown) => (Array.isArray(body) ? !body.length : !(body as { results?: unknown[] }).results?.length);
const speakerNamesOf = (caller: Caller) => (caller.speakers ? new Set([...caller.speakers].map((id) => speakerNames.get(id)!)) : null);

/** A route answering the rows of the speaker whose id is in its path: refused for a speaker out of scope. */
const bySpeaker =
  (url: string, empty?: (body: unknown) => boolean) =>
  (caller: Caller): Promise<string[]> =>
    caller.speakers ? refused(caller, fill(url, String(fx.stranger)), `reads speaker ${fx.stranger}`, empty) : Promise.resolve([]);

/** A route answering one training of the speaker out of scope. */
const strangerTraining = (path: () => string) => (caller: Caller) =>
  caller.speakers ? refused(caller, path(), `reads training ${fx.strangerTraining.id} of speaker ${fx.stranger}`) : Promise.resolve([]);

/** A program (or its video) not assigned to the speaker. */
const otherProgram = (path: () => string) => (caller: Caller) =>
  caller.programs ? refused(caller, path(), `reads program ${fx.otherProgram.id}`) : Promise.resolve([]);

/** A library resource (or its file) not assigned to the speaker. */
const hiddenResource = (path: () => string) => (caller: Caller) =>
  caller.resources ? refused(caller, path(), `reads resource ${fx.hiddenResource.id}`) : Promise.resolve([]);

/** The speakers of a training program's assign lists. */
const programSpeakers = (which: 'eligible' | 'assigned') => async (caller: Caller) => {
  const path = `/speaker-training/program/${fx.ownProgram}/${which}-speakers`;
  const { body, failures } = await read<{ id: number }[]>(caller, path);
  return [
    ...failures,
    ...beyond(
      (body ?? []).map((s) => s.id),
      caller.speakers,
      `${path} lists speaker`,
    ),
    ...(caller.programs
      ? await refused(caller, path.replace(String(fx.ownProgram), String(fx.otherProgram.id)), 'program not assigned')
      : []),
  ];
};

/** The dashboards' filters for the cases: a range holding every demo event (the default is this calendar year only). */
const DASHBOARD_RANGE = encodeURIComponent(JSON.stringify({ startDate: '2020-01-01', endDate: '2029-12-31' }));
const dashboardPath = (category: DashboardCategory, tail = '', query = '') =>
  `/dashboard/${category}${tail}?filters=${DASHBOARD_RANGE}${query}`;
const ownerCount = async (query: ReturnType<typeof sql>) =>
  Number((await stack.api.db.asOwner((tx) => tx.query<{ n: number }>(query)))[0]?.n ?? 0);

/**
 * A dashboard's chart (areas/dashboards, issue 31) and what its values add up to over the caller's events, as the
 * owner counts them: exactly the events in scope (program, region: one per event), or at most the rows of the events
 * in scope (a speaker's engagements, attendances, the lines' dollars, which the expense rules and a speaker's own
 * lines may narrow further).
 */
const DASHBOARD_TOTALS: Record<DashboardCategory, { chartId: string; exact: boolean; total: (ids: number[]) => Promise<number> }> = {
  program: { chartId: 'statusByMonth', exact: true, total: async (ids) => ids.length },
  region: { chartId: 'regionsByStatus', exact: true, total: async (ids) => ids.length },
  speaker: {
    chartId: 'speakerStatusByMonth',
    exact: false,
    total: (ids) => ownerCount(sql`select count(*)::int as n from event_speakers where event_id = any(${intArray(ids)})`),
  },
  attendee: {
    chartId: 'attendeesByCredentials',
    exact: false,
    total: (ids) => ownerCount(sql`select count(*)::int as n from event_attendances where event_id = any(${intArray(ids)})`),
  },
  expense: {
    chartId: 'expensesByStatus',
    exact: false,
    total: (ids) =>
      ownerCount(sql`select coalesce(sum(amount_cents), 0)::float8 / 100 as n from expense_lines
        where event_id = any(${intArray(ids)}) and status <> 'Void' and payment_date is not null`),
  },
};

/** `GET /dashboard/{category}`: the chart's values add up to no more than the caller's events hold (exactly their
 *  number where a value counts events). */
const dashboardData = (category: DashboardCategory) => async (caller: Caller) => {
  const { body, failures } = await read<{ charts: { chartId: string; series: { values: number[] }[] }[] }>(caller, dashboardPath(category));
  if (!body) return failures;
  const { chartId, exact, total } = DASHBOARD_TOTALS[category];
  const chart = body.charts.find((c) => c.chartId === chartId);
  if (!chart) return [`answers no ${chartId} chart`];
  const shown = chart.series.flatMap((s) => s.values).reduce((sum, v) => sum + v, 0);
  const allowed = await total([...caller.inScope]);
  const wrong = exact ? Math.abs(shown - allowed) > 0.005 : shown > allowed + 0.005;
  return wrong ? [`${chartId} adds up to ${shown}, the events in scope to ${exact ? '' : 'at most '}${allowed}`] : [];
};

/** `GET /dashboard/{category}/list`: rows of events in scope only; one per event in scope where a row is an event. */
const dashboardList = (category: DashboardCategory) => async (caller: Caller) => {
  const { body, failures } = await read<{ results: { eventId: number }[]; count: number }>(
    caller,
    dashboardPath(category, '/list', '&page=1&itemsPerPage=100'),
  );
  if (!body) return failures;
  const perEvent = category === 'program' || category === 'region';
  return [
    ...beyond(
      body.results.map((r) => r.eventId),
      caller.inScope,
      'lists a row of event',
    ),
    ...(perEvent && body.count !== caller.inScope.size ? [`counts ${body.count}, in scope ${caller.inScope.size}`] : []),
  ];
};

/** `GET /dashboard/{category}/export`: the list's rows, so the events in scope only. */
const dashboardExport = (category: DashboardCategory) => async (caller: Caller) => {
  const response = await rest(caller, dashboardPath(category, '/export'));
  if (response.status !== 200) return [`answers ${response.status}`];
  const names = await column(response, DASHBOARD_COLUMN_HEADERS[category].eventShortName!);
  const perEvent = category === 'program' || category === 'region';
  return names
    .filter((name) => !caller.shortNames.has(name))
    .map((name) => `exports a row of ${name}`)
    .concat(perEvent && names.length !== caller.inScope.size ? [`exports ${names.length} rows, in scope ${caller.inScope.size}`] : []);
};

/**
 * What every other route whose answer holds speaker, event, attendee, contract or attachment rows must answer
 * out of scope (the speakers, trainings and programs of speakers included).
 */
const ROW_ROUTES: Record<string, (caller: Caller) => Promise<string[]>> = {
  // Speakers and their records (areas/speakers).
  '/speakers': listedWithin<{ id: number }>(
    '/speakers?limit=-1',
    (r) => r.id,
    (caller) => caller.speakers,
    'lists speaker',
  ),
  '/speakers/:id': bySpeaker('/speakers/:id'),
  '/speakers/speaker-events': async (caller) => {
    const { body, failures } = await read<{ id: number }[]>(caller, `/speakers/speaker-events?speakerId=${caller.speakerId}`);
    return [
      ...failures,
      ...beyond(
        (body ?? []).map((e) => e.id),
        caller.inScope,
        'lists event',
      ),
      ...(await bySpeaker('/speakers/speaker-events?speakerId=:id', noRows)(caller)),
    ];
  },
  '/speakers/export': async (caller) => {
    const response = await rest(caller, '/speakers/export');
    if (response.status !== 200) return [`answers ${response.status}`];
    const allowed = speakerNamesOf(caller);
    const first = await column(response, 'First Name');
    return allowed ? first.filter((name) => ![...allowed].some((full) => full.startsWith(`${name} `))).map((n) => `exports ${n}`) : [];
  },
  '/speakers/:id/contract-address': bySpeaker('/speakers/:id/contract-address'),
  '/blackout-dates/speaker/:id': bySpeaker('/blackout-dates/speaker/:id'),
  '/custom-profile/speaker/:id': bySpeaker('/custom-profile/speaker/:id'),
  '/custom-profile/speaker/:id/attachments': bySpeaker('/custom-profile/speaker/:id/attachments'),
  '/custom-profile/:id/liaison': bySpeaker('/custom-profile/:id/liaison'),
  '/contract': async (caller) =>
    caller.speakers
      ? [
          ...(await refused(caller, `/contract?speakerIds=${fx.strangerContract.speakerId}`, 'lists a contract out of scope', noRows)),
          ...(await refused(caller, `/contract?ids=${fx.strangerContract.id}`, 'reads a contract out of scope', noRows)),
        ]
      : [],
  '/contract/speaker/:id': async (caller) =>
    caller.speakers ? refused(caller, `/contract/speaker/${fx.strangerContract.speakerId}`, 'lists a contract out of scope', noRows) : [],
  // Trainings: each carries its speaker (areas/trainings).
  '/speaker-training': listedWithin<{ speaker: { id: number } }>(
    '/speaker-training?limit=-1',
    (t) => t.speaker.id,
    (caller) => caller.speakers,
    'lists a training of speaker',
  ),
  '/speaker-training/export': async (caller) => {
    const response = await rest(caller, '/speaker-training/export');
    if (response.status !== 200) return [`answers ${response.status}`];
    const allowed = speakerNamesOf(caller);
    return allowed ? (await column(response, 'Speaker')).filter((name) => !allowed.has(name)).map((n) => `exports a training of ${n}`) : [];
  },
  '/speaker-training/speaker/:speakerId': bySpeaker('/speaker-training/speaker/:id', noRows),
  '/speaker-training/speaker/:speakerId/program/:programId': strangerTraining(
    () => `/speaker-training/speaker/${fx.stranger}/program/${fx.strangerTraining.programId}`,
  ),
  '/speaker-training/program/:programId/speaker/:speakerId': strangerTraining(
    () => `/speaker-training/program/${fx.strangerTraining.programId}/speaker/${fx.stranger}`,
  ),
  '/speaker-training/:id': strangerTraining(() => `/speaker-training/${fx.strangerTraining.id}`),
  '/speaker-training/training/:id/certificate': strangerTraining(() => `/speaker-training/training/${fx.strangerTraining.id}/certificate`),
  '/speaker-training/program/:id/eligible-speakers': programSpeakers('eligible'),
  '/speaker-training/program/:id/assigned-speakers': programSpeakers('assigned'),
  '/speaker-training/programs': listedWithin<{ id: number }>(
    '/speaker-training/programs?limit=-1',
    (p) => p.id,
    (caller) => caller.programs,
    'lists program',
  ),
  '/speaker-training/programs/topic': listedWithin<{ id: number }>(
    () => `/speaker-training/programs/topic?topic=${fx.otherProgram.topicId}`,
    (p) => p.id,
    (caller) => caller.programs,
    'lists program',
  ),
  '/speaker-training/program/:id': otherProgram(() => `/speaker-training/program/${fx.otherProgram.id}`),
  '/speaker-training/program/:id/video': otherProgram(() => `/speaker-training/program/${fx.otherProgram.id}/video`),
  '/speaker-training/videos/:id/content': otherProgram(() => `/speaker-training/videos/${fx.otherProgram.videoId}/content`),
  // The resource library and its files (areas/resources, areas/files): a speaker's are those assigned to them.
  '/resource': listedWithin<{ id: number }>(
    '/resource?limit=-1',
    (r) => r.id,
    (caller) => caller.resources,
    'lists resource',
  ),
  '/resource/export': async (caller) => {
    const response = await rest(caller, '/resource/export');
    if (response.status !== 200) return [`answers ${response.status}`];
    const names = await column(response, 'Resource');
    return caller.resources && names.includes(fx.hiddenResource.fileName) ? [`exports resource ${fx.hiddenResource.id}`] : [];
  },
  '/resource/:id': hiddenResource(() => `/resource/${fx.hiddenResource.id}`),
  '/resource/group/:id/speaker': async (caller) => {
    const path = `/resource/group/${fx.hiddenResource.groupId}/speaker?limit=1000`;
    const response = await rest(caller, path);
    if (response.status === 404) return [];
    if (response.status !== 200) return [`answers ${response.status}`];
    const body = (await response.json()) as { results: { id: number }[] };
    return beyond(
      body.results.map((r) => r.id),
      caller.resources,
      'lists resource',
    );
  },
  '/resource/preview/:id': hiddenResource(() => `/resource/preview/${fx.hiddenResource.id}`),
  '/resource/download/:attachmentId/:fileName': hiddenResource(
    () => `/resource/download/${fx.hiddenResource.id}/${encodeURIComponent(fx.hiddenResource.fileName)}`,
  ),
  // Files named by a speaker's record (here a CV): the speaker's row scope (library resources have their own routes above).
  '/files/:tenantId/protected/:name': (caller) =>
    caller.speakers ? refused(caller, fx.strangerCv, `reads the CV of speaker ${fx.stranger}`) : Promise.resolve([]),
  '/protected-s3-file-url': (caller) =>
    caller.speakers
      ? refused(caller, `/protected-s3-file-url?fileUrl=${encodeURIComponent(fx.strangerCv)}`, `reads the CV of speaker ${fx.stranger}`)
      : Promise.resolve([]),
  '/resource/speakers': listedWithin<{ id: number }>(
    () => `/resource/speakers?attachmentId=${fx.hiddenResource.id}&limit=1000`,
    (r) => r.id,
    (caller) => caller.speakers,
    'lists speaker',
  ),
  '/resource/speaker/:id/group': bySpeaker('/resource/speaker/:id/group'),
  // Attendees, their answers and the pages' analytics (areas/attendees, areas/registrationPages, areas/surveys).
  '/attendees': listedWithin<{ event: { id: number } }>(
    '/attendees?limit=-1',
    (r) => r.event.id,
    (caller) => caller.inScope,
    'lists an attendance of event',
  ),
  '/attendees/export': async (caller) => {
    const response = await rest(caller, '/attendees/export');
    if (response.status !== 200) return [`answers ${response.status}`];
    return (await column(response, 'Event ID')).filter((name) => !caller.shortNames.has(name)).map((n) => `exports an attendance of ${n}`);
  },
  '/attendees/:attendeeId/event/:eventId': (caller) =>
    refused(caller, `/attendees/${fx.outAttendance.attendeeId}/event/${fx.outAttendance.eventId}`, 'reads an attendance out of scope'),
  '/pdf': (caller) => refused(caller, `/pdf?eventId=${fx.outAttendance.eventId}`, 'prints the sign-in sheet of an event out of scope'),
  '/registration-templates/attendee-responses': (caller) =>
    refused(
      caller,
      `/registration-templates/attendee-responses?attendeeId=${fx.outAttendance.attendeeId}&questions=${fx.outAttendance.questionIds.join(',')}`,
      'reads the answers of an attendance out of scope',
      noRows,
    ),
  '/analytics/reg-page/:id': listedWithin<{ event: { id: number } }>(
    () => `/analytics/reg-page/${fx.template}?limit=-1`,
    (r) => r.event.id,
    (caller) => caller.inScope,
    'counts the page of event',
  ),
  '/survey-templates/responses': listedWithin<{ eventId: number }>(
    '/survey-templates/responses?limit=-1',
    (r) => r.eventId,
    (caller) => caller.inScope,
    'lists the responses of event',
  ),
  '/survey-templates/responses/:id': (caller) =>
    refused(caller, `/survey-templates/responses/${fx.outAttendance.eventId}`, 'reads the responses of an event out of scope'),
  '/survey-templates/responses/export': async (caller) => {
    const response = await rest(caller, '/survey-templates/responses/export');
    if (response.status !== 200) return [`answers ${response.status}`];
    return (await column(response, 'Event ID')).filter((name) => !caller.shortNames.has(name)).map((n) => `exports a response of ${n}`);
  },
  // Financials (areas/expenses): rows on events in scope; a speaker's are their own lines only (no event-wide costs).
  '/expenses': async (caller) => {
    const { body, failures } = await read<{ results: { event: { id: number }; speaker: { id: number } | null }[] }>(
      caller,
      '/expenses?limit=-1',
    );
    const rows = body?.results ?? [];
    return [
      ...failures,
      ...(rows.length ? [] : ['lists no rows (the seed gives every scoped reader some)']),
      ...beyond(
        rows.map((r) => r.event.id),
        caller.inScope,
        'lists the expenses of event',
      ),
      ...(caller.role === 'speaker'
        ? rows
            .filter((r) => r.speaker?.id !== caller.speakerId)
            .map((r) => `lists the expenses of speaker ${r.speaker?.id ?? '(event-wide)'}`)
        : []),
    ];
  },
  '/expenses/export': async (caller) => {
    const response = await rest(caller, '/expenses/export');
    if (response.status !== 200) return [`answers ${response.status}`];
    return (await column(response, 'Event')).filter((name) => !caller.shortNames.has(name)).map((n) => `exports an expense of ${n}`);
  },
  '/expenses/event-totals': (caller) =>
    refused(caller, `/expenses/event-totals?eventIds=${outOfScope.get('event')}`, 'totals an event out of scope', noRows),
  // The dashboards (issue 31): every chart, list and export aggregates the events of the caller's row scope.
  ...Object.fromEntries(
    DASHBOARD_CATEGORIES.flatMap((category) => [
      [`/dashboard/${category}`, dashboardData(category)],
      [`/dashboard/${category}/list`, dashboardList(category)],
      [`/dashboard/${category}/export`, dashboardExport(category)],
    ]),
  ),
};

/** The GET routes whose answers hold none of those rows, and why; public routes have no caller to scope. */
const NO_SCOPED_ROWS: Record<string, string> = {
  '/users/my-user-data': 'the signed-in user',
  '/users/my-hive-instances': "the signed-in person's tenants",
  '/users/permissions/role/:role': 'grants',
  '/users/products/role/:role': 'products',
  '/tenant/configuration-changes': 'tenant configuration',
  '/tenant/expense-filtering-rules': 'tenant configuration',
  '/setting/feature-flags': 'flags',
  '/permissions/options': 'grants',
  '/permissions/role': 'grants',
  '/permissions/role/:role': 'grants',
  '/permissions/products': 'products',
  '/permissions/hidden-fields': 'field settings',
  '/permissions/entity/:entity/hidden-fields': 'field settings',
  '/permissions/entity/:entity/disabled-fields': 'field settings',
  '/permissions/available-fields': 'field settings',
  '/permissions/entity/:entity/available-fields': 'field settings',
  '/permissions/entity/:entity/role/:role/hidden-fields': 'field settings',
  '/custom-profile/fields': 'the custom fields configuration',
  '/custom-profile/layout': 'the profile layout',
  '/custom-profile/regions': 'regions',
  '/custom-profile/liaison': 'liaison users',
  '/roles': 'roles',
  '/email-series/:id': 'an email series and its templates',
  '/email-series/:id/email-template-types': 'template types',
  '/email-series/templates': "email series' templates",
  '/email-templates': 'email templates',
  '/email-templates/types': 'template types',
  '/email-templates/template-variables': 'template variables',
  '/email-templates/:id': 'an email template',
  '/email-templates/contents': 'email templates',
  // It renders an attendee's, event's or speaker's data, for the manual senders only (MANUAL_EMAIL_ROLES: no row scope).
  '/email-templates/email-preview': 'refused to the scoped roles',
  '/mail/sent': 'the delivery ledger (System Admin only)',
  '/mail/sent/:id': 'the delivery ledger (System Admin only)',
  '/mail/sent/bodies': 'the delivery ledger (System Admin only)',
  '/users/link-options': 'users (user rows, not speakers)',
  '/users': 'users (user rows, not speakers)',
  '/users/:id': 'users (user rows, not speakers)',
  '/topics': 'lookup',
  '/email-series': 'lookup',
  '/field-reps': 'lookup',
  '/field-reps/:id': 'lookup',
  '/venues': 'venues',
  '/venues/export': 'venues',
  '/venues/:id': 'venues',
  '/resource/types': 'resource groups',
  '/resource/group/:id': 'a resource group',
  '/resource/speaker/specialties': 'specialty names',
  '/resource/slide-deck/topic/:topic': "a topic's slide deck, the same for every reader of attachments (spec 002 §2.4)",
  '/resource/slide-deck/topics': "topics' slide decks, the same for every reader of attachments (spec 002 §2.4)",
  '/proxy-image': 'an image fetched for an upload',
  '/geocode': 'coordinates',
  '/questions/types': 'question types',
  '/questions/presets': 'question presets',
  '/questions/:templateId': "a template's questions",
  '/survey-templates': 'templates',
  '/survey-templates/conditional-orders': 'templates',
  '/survey-templates/:id': 'a template',
  '/survey-templates/:id/pdf-preview': 'a template',
  '/registration-templates': 'templates',
  '/registration-templates/questions': "templates' questions",
  '/registration-templates/:id': 'a template',
  '/pdf/templates': 'sign-in sheet layouts',
  '/speaker-training/upload-limit': 'a size',
  '/speaker-training/topics': 'topics',
  '/fees': 'the fee structure',
  '/fees/speaker/:id': "a speaker's fee rates; neither scoped role is granted read speaker_fee_rate",
  '/fees/checks': 'checks; neither scoped role is granted read check (one granted it reads the checks of its events: api fees test)',
  '/fees/export': 'checks; neither scoped role is granted read check (one granted it reads the checks of its events: api fees test)',
  '/expenses/rules': 'tenant configuration',
  '/dashboard/chart/charts': "the dashboards' chart configs (no event rows)",
  '/dashboard/chart/:category': "a dashboard's chart configs (no event rows)",
};

const ROUTES = { ...EVENT_ROUTES, ...ROW_ROUTES };

describe('row scope: speakers and field reps reach only their own rows', () => {
  it('covers every scoped role and classifies every REST GET route: rows in scope, or none of the scoped kinds', () => {
    expect(scopedRoles.sort()).toEqual(['field-rep', 'speaker']);
    const eventRoutes = stack.api.routes.filter((r: RegisteredRoute) => r.method === 'GET' && r.url.startsWith('/events'));
    expect(eventRoutes.map((r) => r.url).sort()).toEqual(Object.keys(EVENT_ROUTES).sort());
    const signedIn = stack.api.routes.filter((r: RegisteredRoute) => r.method === 'GET' && r.auth === 'user').map((r) => r.url);
    const unclassified = signedIn.filter((url) => !(url in ROUTES) && !(url in NO_SCOPED_ROWS));
    expect(unclassified, 'GET routes with neither a row-scope case nor a reason they hold no scoped rows').toEqual([]);
    expect(Object.keys(ROUTES).filter((url) => url in NO_SCOPED_ROWS)).toEqual([]);
    const stale = [...Object.keys(ROUTES), ...Object.keys(NO_SCOPED_ROWS)].filter((url) => !signedIn.includes(url));
    expect(stale, 'cases of routes that are gone').toEqual([]);
  });

  it('answers only rows in scope through the REST service, whatever the headers', async () => {
    const failures: string[] = [];
    for (const caller of callers) {
      for (const route of stack.api.routes.filter((r) => r.method === 'GET' && EVENT_ROUTES[r.url])) {
        if (!granted(caller.role, route)) continue;
        for (const failure of await EVENT_ROUTES[route.url]!(caller)) failures.push(`${caller.label} GET ${route.url}: ${failure}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('answers only the speakers, trainings, programs, resources, files, attendances and answers in scope', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const caller of callers) {
      for (const route of stack.api.routes.filter((r) => r.method === 'GET' && ROW_ROUTES[r.url])) {
        if (!granted(caller.role, route)) continue;
        cases++;
        for (const failure of await ROW_ROUTES[route.url]!(caller)) failures.push(`${caller.label} GET ${route.url}: ${failure}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(cases).toBeGreaterThan(callers.length * 10);
  }, 240_000);

  it('answers only rows in scope through GraphQL: the list, node(id:), event(internalId:)', async () => {
    const failures: string[] = [];
    const outside = outOfScope.get('event')!;
    for (const caller of callers) {
      const { data, errors } = await stack.gql<{
        events: { totalCount: number; edges: { node: { internalId: number } }[] };
        node: { id: string } | null;
        event: { id: string } | null;
      }>(
        `query($id: ID!, $internal: Int!) {
          events(first: 100) { totalCount edges { node { internalId } } }
          node(id: $id) { id } event(internalId: $internal) { id }
        }`,
        {
          token: caller.token,
          tenant: TENANT,
          headers: caller.headers,
          variables: { id: toGlobalId('Event', String(outside)), internal: outside },
        },
      );
      if (!data?.events) {
        failures.push(`${caller.label}: ${JSON.stringify(errors)}`);
        continue;
      }
      if (data.events.totalCount !== caller.inScope.size)
        failures.push(`${caller.label}: totalCount ${data.events.totalCount}, in scope ${caller.inScope.size}`);
      for (const { node } of data.events.edges)
        if (!caller.inScope.has(node.internalId)) failures.push(`${caller.label}: lists event ${node.internalId}`);
      if (data.node) failures.push(`${caller.label}: node(id:) reads event ${outside}`);
      if (data.event) failures.push(`${caller.label}: event(internalId:) reads event ${outside}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('lets a speaker read only themselves and the co-speakers of their events', async () => {
    const speakers = callers.filter((c) => c.role === 'speaker' && !c.headers['x-impersonate-speaker-id']);
    const [caller] = speakers;
    const allowed = new Set(
      (
        await stack.api.db.asOwner((tx) =>
          tx.query<{ id: number }>(sql`select distinct es.speaker_id as id
      from event_speakers es where es.event_id = any(${intArray([...caller!.inScope])})`),
        )
      ).map((r) => r.id),
    );
    const [stranger] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select id from speakers where tenant_id = ${TENANT} and id <> all(${intArray([...allowed])}) limit 1`),
    );
    for (const c of speakers) {
      const list = (await (await rest(c, '/speakers?limit=-1')).json()) as { results: { id: number }[] };
      expect(
        list.results.map((s: { id: number }) => s.id).every((id: number) => allowed.has(id)),
        c.label,
      ).toBe(true);
      // A speaker reaches only their own speaker record by id (spec 001 §6): another id is refused, not hidden.
      expect((await rest(c, `/speakers/${stranger!.id}`)).status, c.label).toBe(403);
      // Their custom profile, attachments and liaison alike (areas/speakers).
      for (const path of ['/custom-profile/speaker/:id', '/custom-profile/speaker/:id/attachments', '/custom-profile/:id/liaison'])
        expect((await rest(c, path.replace(':id', String(stranger!.id)))).status, `${c.label} ${path}`).toBe(403);
    }
  });
});
