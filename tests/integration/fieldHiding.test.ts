import { sql } from 'drizzle-orm';
import { only } from '../../api/src/platform/db/client.ts';
import ExcelJS from 'exceljs';
import { toGlobalId } from 'graphql-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { operations, schema, selection, withSlot, type SlotValues } from './support/operations.ts';
import { tenantValues } from './support/tenantValues.ts';
import { snake, tableOf } from './support/names.ts';
import { fill, granted, type Grants } from './support/routes.ts';
import { ROLES, type Entity, type Role } from '../../api/src/platform/auth/model.ts';
import { ENTITY_FIELDS } from '../../api/src/areas/index.ts';
import type { RegisteredRoute } from '../../api/src/platform/http/route.ts';
import { rowScopeOf } from '../../api/src/platform/http/scope.ts';
import { pdfLines } from '../../api/src/__tests__/pdfText.ts';
import type { ZodType } from 'zod';
import { defaultGrants } from '../../api/src/platform/db/seed.ts';
import { EMAIL_TEMPLATE_TYPES } from '../../api/src/areas/emailSeries/contract.ts';

// Hidden fields come from `field_settings` (the seed's, plus the ones configured below through
// the REST calls the system admin uses), so a newly configured field or entity is swept too.
const TENANT = 'demo';
/** Extra hiding for roles that can write (mutation payloads) and for columns of the export. */
const CONFIGURED: { entity: string; role: string; fields: string[] }[] = [
  { entity: 'event', role: 'program-analyst', fields: ['title', 'notes', 'fieldRepId'] },
  { entity: 'field_rep', role: 'client-speaker-portal-admin', fields: ['phone', 'email'] },
];

interface Hidden {
  entity: string;
  type: string;
  role: string;
  fields: string[];
  values: string[];
  rowId: number;
}

let stack: Stack;
let admin: SlotValues & { token: string };
let hidden: Hidden[];
const pascal = (entity: string) => entity.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());

beforeAll(async () => {
  stack = await startStack();
  admin = await tenantValues(stack, TENANT);
  const systemAdmin = await stack.signIn(`system-admin@${TENANT}.test`);
  for (const { entity, role, fields } of CONFIGURED) {
    const response = await fetch(`${stack.apiUrl}/permissions/entity/${entity}/role/${role}/hidden-fields`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-tenant-id': TENANT, authorization: `Bearer ${systemAdmin}` },
      body: JSON.stringify({ fields }),
    });
    expect(response.status).toBe(200);
  }
  const settings = await stack.api.db.asOwner((tx) =>
    tx.query<{ entity: string; role: string; fields: string[] }>(
      sql`select entity, role, fields from field_settings where tenant_id = ${TENANT} and kind = 'hidden' and cardinality(fields) > 0`,
    ),
  );
  hidden = await Promise.all(settings.map(targetOf));
});
afterAll(() => stack?.close());

/** A hidden-fields setting with the values it hides and a row that has them all. */
function targetOf({ entity, role, fields }: { entity: string; role: string; fields: string[] }): Promise<Hidden> {
  const table = tableOf(entity);
  const columns = fields.map((f) => sql.identifier(snake(f)));
  return stack.api.db.asOwner(async (tx) => {
    // String values long enough to be recognisable anywhere in an answer (ids are checked as null fields).
    const values = new Set<string>();
    for (const column of columns) {
      const rows = await tx.query<{ v: unknown }>(sql`select distinct ${column} as v from ${sql.identifier(table)}
      where tenant_id = ${TENANT} and ${column} is not null`);
      for (const { v } of rows) if (typeof v === 'string' && v.length >= 6) values.add(v);
    }
    // A row where every hidden field has a value: the ids plugged into node(), event() and mutations.
    const row = only(
      await tx.query<{ id: number }>(sql`select id from ${sql.identifier(table)} where tenant_id = ${TENANT}
      and ${sql.join(
        columns.map((c) => sql`${c} is not null`),
        sql` and `,
      )} order by id limit 1`),
    );
    return { entity, type: pascal(entity), role, fields, values: [...values], rowId: row.id };
  });
}

/** Objects of `type` in an answer whose hidden fields (or the relation behind a hidden `…Id`) are not null. */
function shownFields(value: unknown, target: Hidden, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => shownFields(v, target, found));
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object.__typename === target.type) {
      for (const field of target.fields) {
        // A field another type of the same interface returns with another type is asked under an alias,
        // `<field><Type>` (support/operations.ts `selection`).
        for (const name of new Set([field, field.replace(/Id$/, '')])) {
          for (const key of [name, `${name}${target.type}`]) {
            if (key in object && object[key] !== null) found.push(`${target.type}.${name} = ${JSON.stringify(object[key]).slice(0, 60)}`);
          }
        }
      }
    }
    Object.values(object).forEach((v) => shownFields(v, target, found));
  }
  return found;
}

/** Every operation's answers for a token: queries and mutations, with the row's ids in every id slot. */
async function sweep(
  token: string,
  target: Pick<Hidden, 'type' | 'rowId'>,
  queriesOnly = false,
): Promise<{ label: string; body: unknown }[]> {
  const own: SlotValues = structuredClone(admin);
  own.internalIds[target.type] = target.rowId;
  own.globalIds[target.type] = toGlobalId(target.type, String(target.rowId));
  const answers: { label: string; body: unknown }[] = [];
  // Deletions last: they may remove the row the other operations read.
  const ordered = operations(own)
    .filter((op) => !queriesOnly || op.kind === 'query')
    .sort((x, y) => Number(x.field.startsWith('delete')) - Number(y.field.startsWith('delete')));
  for (const op of ordered) {
    const variants = op.slots
      .filter((s) => s.kind === 'globalId' || s.kind === 'internalId')
      .flatMap((slot) => {
        const pool = slot.kind === 'globalId' ? own.globalIds : own.internalIds;
        const types = slot.types.includes(target.type) ? [target.type] : slot.types.filter((t) => pool[t] !== undefined).slice(0, 1);
        return types.map((t) => ({
          label: `${op.field}(${slot.path.join('.')} = ${t})`,
          args: withSlot(op, slot, slot.list ? [pool[t]] : pool[t], own),
        }));
      });
    // Session mutations carry no entity; signing out or resetting would only end the sweep's session.
    if (op.slots.some((s) => s.kind === 'email' || s.kind === 'refreshToken') || op.field === 'logout') continue;
    if (!variants.length) variants.push({ label: op.field, args: op.baseArgs });
    for (const { label, args } of variants) {
      const response = await stack.gql(op.document(args), { token, tenant: TENANT });
      answers.push({ label: `${op.kind} ${label}`, body: { data: response.data, errors: response.errors } });
    }
  }
  const download = await stack.bff.inject({
    method: 'GET',
    url: '/download/events/export',
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': TENANT },
  });
  if (download.statusCode === 200) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as never);
    const cells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(row.values)));
    answers.push({ label: 'export events.xlsx', body: cells });
  } else {
    answers.push({ label: `export answered ${download.statusCode}`, body: download.json() });
  }
  return answers;
}

/** Every REST GET route the role may call, straight to the service with the role's token (an integrator
 *  holding that token): path parameters set to the row's id, lists asked for all rows. */
async function restSweep(
  token: string,
  role: string,
  target: Hidden,
  grants: Grants = defaultGrants,
): Promise<{ label: string; text: string }[]> {
  const answers: { label: string; text: string }[] = [];
  for (const route of stack.api.routes.filter((r) => r.method === 'GET' && r.auth === 'user')) {
    if (!granted(role as Role, route, grants)) continue;
    const query = route.schema.query?.safeParse({ limit: '-1' }).success ? '?limit=-1' : '';
    const path = `${fill(route.url, String(target.rowId))}${query}`;
    const response = await fetch(`${stack.apiUrl}${path}`, { headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${token}` } });
    const type = response.headers.get('content-type') ?? '';
    let text: string;
    if (type.includes('spreadsheetml')) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
      const cells: unknown[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(row.values)));
      text = JSON.stringify(cells);
    } else {
      text = await response.text();
    }
    answers.push({ label: `GET ${path} (${response.status})`, text });
  }
  return answers;
}

/** The REST sweep of each target's role (the routes `grants` open to it): the leaks, and how many answers carried rows. */
async function restLeaks(targets: Hidden[], grants: Grants = defaultGrants): Promise<{ failures: string[]; readRows: number }> {
  const failures: string[] = [];
  let readRows = 0;
  for (const target of targets) {
    const token = await stack.signIn(`${target.role}@${TENANT}.test`);
    for (const { label, text } of await restSweep(token, target.role, target, grants)) {
      if (text.includes('"results":[{')) readRows += 1;
      const leaked = target.values.filter((v) => text.includes(v));
      if (leaked.length) failures.push(`${target.role} ${label}: shows hidden ${target.entity} value(s) ${leaked.slice(0, 3).join(', ')}`);
    }
  }
  return { failures, readRows };
}

/** The GraphQL sweep of each target's role, after a control that an administrator sees the fields. */
async function graphqlLeaks(targets: Hidden[]): Promise<string[]> {
  const failures: string[] = [];
  for (const target of targets) {
    // The row through node(id:) shows the hidden fields to an administrator, so their absence below means something.
    const control = await stack.gql(`query($id: ID!) { node(id: $id) ${selection(schema.getType('Node')!, admin)} }`, {
      token: admin.token,
      tenant: TENANT,
      variables: { id: toGlobalId(target.type, String(target.rowId)) },
    });
    expect(
      shownFields(control.data, target).length,
      `${target.entity}/${target.role}: an admin does not see the fields either`,
    ).toBeGreaterThanOrEqual(target.fields.length);
    const token = await stack.signIn(`${target.role}@${TENANT}.test`);
    for (const { label, body } of await sweep(token, target)) {
      const text = JSON.stringify(body);
      if (/GRAPHQL_(VALIDATION|PARSE)_FAILED/.test(text))
        failures.push(`${target.role} ${label}: the sweep's document is invalid: ${text.slice(0, 300)}`);
      for (const shown of shownFields(body, target)) failures.push(`${target.role} ${label}: ${shown}`);
      const leaked = target.values.filter((v) => text.includes(v));
      if (leaked.length) failures.push(`${target.role} ${label}: shows hidden ${target.entity} value(s) ${leaked.slice(0, 3).join(', ')}`);
    }
  }
  return failures;
}

describe('field hiding: every hidden field of field_settings, through every entry point', () => {
  it("never shows a hidden value to the role's own token on the REST service itself", async () => {
    const { failures, readRows } = await restLeaks(hidden);
    // The sweep read rows: hidden values are absent from answers that carry the entities.
    expect(readRows).toBeGreaterThan(hidden.length);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 150_000);

  it('configures hidden fields for readers, writers and export columns', () => {
    expect(hidden.map((h) => `${h.entity}/${h.role}`).sort()).toEqual(
      expect.arrayContaining(['event/marketing', 'speaker/field-rep', ...CONFIGURED.map((c) => `${c.entity}/${c.role}`)]),
    );
  });

  it('never shows a hidden value to the role, while an administrator sees those values', async () => {
    const failures = await graphqlLeaks(hidden);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 150_000);
});

describe('field hiding: configured through the Tenant Configuration mutations, for a role whose grants they widened', () => {
  it("never shows the newly hidden values through any entry point the changed grants open, while the seed's would open fewer", async () => {
    const system = await stack.signIn(`system-admin@${TENANT}.test`);
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await stack.gql(query, { token: system, tenant: TENANT, variables });
      expect(response.errors, query).toBeUndefined();
      return response.data!;
    };
    const { tenantConfiguration: config } = await gql(
      '{ tenantConfiguration { roles { internalId role } rolePermissions { roleId entityId permissionId } } }',
    );
    const roleId = (role: string) => (config.roles as { internalId: number; role: string }[]).find((r) => r.role === role)!.internalId;
    const HIDE = [
      { entity: 'speaker', fields: ['email', 'phone'] },
      { entity: 'field_rep', fields: ['email', 'phone'] },
    ];
    const previous = await Promise.all(
      HIDE.map(async ({ entity }) => (await gql(`{ entityHiddenFields(role: MARKETING, entity: "${entity}") }`)).entityHiddenFields),
    );
    // Marketing gets program analyst's grants (it reads nearly every entity), and its speakers' and field reps' contact
    // fields are hidden: all through the screen's mutations.
    await gql('mutation($input: CopyRolePermissionsInput!) { copyRolePermissions(input: $input) { tenantConfiguration { id } } }', {
      input: { roleId: roleId('MARKETING'), fromRoleId: roleId('PROGRAM_ANALYST') },
    });
    for (const { entity, fields } of HIDE) {
      await gql('mutation($input: SaveEntityHiddenFieldsInput!) { saveEntityHiddenFields(input: $input) { fields } }', {
        input: { role: 'MARKETING', entity, fields },
      });
    }
    const changed: Grants = (role) => (role === 'marketing' ? defaultGrants('program-analyst') : defaultGrants(role));
    const restRoutes = (grants: Grants) =>
      stack.api.routes.filter((r) => r.method === 'GET' && r.auth === 'user' && granted('marketing', r, grants)).length;
    try {
      expect(restRoutes(changed)).toBeGreaterThan(restRoutes(defaultGrants));
      const targets = await Promise.all(HIDE.map(({ entity, fields }) => targetOf({ entity, role: 'marketing', fields })));
      const rest = await restLeaks(targets, changed);
      expect(rest.readRows).toBeGreaterThan(targets.length);
      const graphql = await graphqlLeaks(targets);
      const failures = [...rest.failures, ...graphql];
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      const original = (config.rolePermissions as { roleId: number; entityId: number; permissionId: number }[])
        .filter((g) => g.roleId === roleId('MARKETING'))
        .map(({ entityId, permissionId }) => ({ entityId, permissionId }));
      await gql('mutation($input: SaveRolePermissionsInput!) { saveRolePermissions(input: $input) { tenantConfiguration { id } } }', {
        input: { roleId: roleId('MARKETING'), grants: original },
      });
      for (const [i, { entity }] of HIDE.entries()) {
        await gql('mutation($input: SaveEntityHiddenFieldsInput!) { saveEntityHiddenFields(input: $input) { fields } }', {
          input: { role: 'MARKETING', entity, fields: previous[i] },
        });
      }
    }
  }, 300_000);
});

// ---- Every hideable field of every entity, through every GET route ----
//
// Every field of `ENTITY_FIELDS` (the areas' manifests) is hidden from every role but the administrators, and every
// GET route of the route table is called by each role it is granted to, with its path and required query parameters
// filled with real ids of the seed that the role reaches. Free-text fields get a marker appended (`hfz<n>q`, <n> naming
// the entity's field): no answer (JSON, XLSX cells, PDF text, files) may hold a marker, a search for the markers finds
// no row, and sorting by a hidden field answers 400. Fields that cannot carry a marker (times, numbers, time zones,
// statuses) are changed between two passes: no answer may change. An administrator, who sees the fields, finds the
// markers where the routes carry them (the control).

/** Free text an enumeration or a time zone is stored as (no CHECK constraint says so): changed, never marked. */
const ENUM_TEXT = new Set(['event.type', 'event.status', 'event.mealType', 'event.zone', 'speaker.status']);
/** Columns outside an entity's table that hold copies of its fields (an attendance keeps the attendee's name). */
const COPIES: Record<string, [table: string, column: string][]> = {
  'attendee.firstName': [['event_attendances', 'attendee_first_name']],
  'attendee.lastName': [['event_attendances', 'attendee_last_name']],
};
/** What the second pass changes a non-text field to, by column type (or the entity's field). */
const CHANGES: Record<string, ReturnType<typeof sql>> = {
  'event.zone': sql`'Pacific/Chatham'`,
  'event.status': sql`case when status = 'cancelled' then 'cancelled' else 'other' end`,
};
const CHANGE_BY_TYPE: Record<string, (column: ReturnType<typeof sql.identifier>) => ReturnType<typeof sql>> = {
  'timestamp with time zone': (c) => sql`${c} + interval '7 minutes'`,
  date: (c) => sql`${c} + 1`,
  integer: (c) => sql`${c} + 3`,
};
const MARK = /hfz(\d+)q/g;
/** Roles whose answers the halves' passes compare: the widest reader, and the two with a row scope. */
const HALF_ROLES: Role[] = ['user', 'speaker', 'field-rep'];
/** Roles whose GraphQL queries are swept: those, and one that assigns resources to speakers. */
const GRAPHQL_ROLES: Role[] = [...HALF_ROLES, 'client-speaker-portal-admin'];
/** Roles that keep every field: the control and the configuration's own. */
const SEEING: Role[] = ['admin', 'system-admin'];

interface Column {
  label: string;
  table: string;
  column: string;
  type: string;
  markable: boolean;
}

/** Every hideable field of every entity with its column, and the relations: fields that name related rows (an id
 *  column, or no column of their own: `speakers`), whose values are the related entities' fields. */
async function hideableColumns(): Promise<{ columns: Column[]; relations: Set<string> }> {
  const columns: Column[] = [];
  const relations = new Set<string>();
  await stack.api.db.asOwner(async (tx) => {
    for (const [entity, fields] of Object.entries(ENTITY_FIELDS)) {
      for (const field of fields ?? []) {
        const table = tableOf(entity);
        const label = `${entity}.${field}`;
        const places = [[table, snake(field)] as [string, string], ...(COPIES[label] ?? [])];
        for (const [t, column] of places) {
          const [info] = await tx.query<{ type: string; enumerated: boolean }>(sql`select c.data_type as type,
            exists (select 1 from information_schema.constraint_column_usage u
              join information_schema.check_constraints k on k.constraint_name = u.constraint_name
              where u.table_name = c.table_name and u.column_name = c.column_name and k.check_clause like '%= ANY (ARRAY[%') as enumerated
            from information_schema.columns c where c.table_schema = 'public' and c.table_name = ${t} and c.column_name = ${column}`);
          if (!info || (info.type === 'integer' && /Id$/.test(field))) {
            if (t === table) relations.add(label);
            continue;
          }
          const markable = info.type === 'text' && !info.enumerated && !ENUM_TEXT.has(label);
          columns.push({ label, table: t, column, type: info.type, markable });
        }
      }
    }
  });
  return { columns, relations };
}

/** The ids a role's requests are made with: rows of the seed in the role's row scope, the fullest first. */
async function idsFor(role: Role) {
  const [user] = await stack.api.db.asOwner((tx) =>
    tx.query<{ speakerId: number | null; fieldRepId: number | null }>(sql`select speaker_id as "speakerId", field_rep_id as "fieldRepId"
      from users where tenant_id = ${TENANT} and email = ${`${role}@${TENANT}.test`}`),
  );
  const scope = rowScopeOf({ role, speakerId: user?.speakerId ?? null, fieldRepId: user?.fieldRepId ?? null });
  const one = async (query: ReturnType<typeof sql>) =>
    (await stack.api.db.asOwner((tx) => tx.query<{ v: string | number }>(query)))[0]?.v?.toString() ?? '0';
  const inScope = scope.events ?? sql`true`;
  const speakerScope = scope.speakers ?? sql`true`;
  const event = await one(sql`select e.id as v from events e where e.tenant_id = ${TENANT} and ${inScope}
    order by (e.survey and exists (select 1 from event_survey_templates t where t.event_id = e.id))::int desc,
      (exists (select 1 from event_speakers es where es.event_id = e.id))::int desc,
      (e.venue_id is not null and e.topic_id is not null and e.field_rep_id is not null)::int desc,
      (select count(*) from event_attendances a where a.event_id = e.id) desc, e.id limit 1`);
  const speaker = await one(sql`select s.id as v from speakers s where s.tenant_id = ${TENANT}
    and s.id in (select id from speakers where ${speakerScope}) and s.status <> 'inactive'
    order by (select count(*) from contracts c where c.speaker_id = s.id) + (select count(*) from speaker_trainings t where t.speaker_id = s.id)
      + (select count(*) from event_speakers es where es.speaker_id = s.id) desc, s.id limit 1`);
  const attachment = await one(sql`select a.id as v from attachments a where a.tenant_id = ${TENANT} and a.kind = 'resource'
    and a.storage_key is not null and a.topic_id is not null
    order by exists (select 1 from speaker_attachments sa where sa.attachment_id = a.id and sa.speaker_id = ${user?.speakerId ?? -1}) desc, a.id limit 1`);
  const training = await one(sql`select t.id as v from speaker_trainings t where t.tenant_id = ${TENANT}
    order by (t.speaker_id = ${user?.speakerId ?? -1})::int desc,
      (select p.video_id is not null from training_programs p where p.id = t.program_id)::int desc,
      (t.completion_date is not null)::int desc, t.id limit 1`);
  const program = await one(sql`select program_id as v from speaker_trainings where id = ${Number(training)}`);
  const eventSpeaker = await one(sql`select speaker_id as v from event_speakers where event_id = ${Number(event)}
    order by (speaker_id = ${user?.speakerId ?? -1})::int desc, speaker_id limit 1`);
  const trainingSpeaker = await one(sql`select speaker_id as v from speaker_trainings where id = ${Number(training)}`);
  const attendee = await one(
    sql`select a.attendee_id as v from event_attendances a where a.event_id = ${Number(event)} order by a.id limit 1`,
  );
  return {
    event,
    speaker,
    eventSpeaker,
    trainingSpeaker,
    attachment,
    training,
    program,
    attendee: attendee === '0' ? await one(sql`select id as v from attendees where tenant_id = ${TENANT} order by id limit 1`) : attendee,
    fileName: encodeURIComponent(await one(sql`select file_name as v from attachments where id = ${Number(attachment)}`)),
    fileKey: await one(sql`select storage_key as v from attachments where id = ${Number(attachment)}`),
    video: await one(sql`select video_id as v from training_programs where id = ${Number(program)}`),
    topic: await one(
      sql`select coalesce(topic_id, (select min(id) from topics where tenant_id = ${TENANT})) as v from events where id = ${Number(event)}`,
    ),
    deckTopic: await one(sql`select min(topic_id) as v from attachments where tenant_id = ${TENANT} and kind = 'slide-deck'`),
    venue: await one(
      sql`select coalesce(venue_id, (select min(id) from venues where tenant_id = ${TENANT})) as v from events where id = ${Number(event)}`,
    ),
    fieldRep: await one(sql`select coalesce(field_rep_id, 1) as v from events where id = ${Number(event)}`),
    group: await one(sql`select group_id as v from attachments where id = ${Number(attachment)}`),
    surveyTemplate: await one(sql`select t.id as v from survey_templates t where t.tenant_id = ${TENANT}
      order by (select count(*) from questions q where q.survey_template_id = t.id) desc, t.id limit 1`),
    registrationTemplate: await one(sql`select coalesce(registration_template_id, (select min(id) from registration_templates
      where tenant_id = ${TENANT})) as v from events where id = ${Number(event)}`),
    question: await one(sql`select min(id) as v from questions where tenant_id = ${TENANT} and registration_template_id is not null`),
    user: await one(sql`select min(id) as v from users where tenant_id = ${TENANT}`),
    emailSeries: await one(sql`select min(id) as v from email_series where tenant_id = ${TENANT}`),
    emailTemplate: await one(sql`select min(id) as v from email_templates where tenant_id = ${TENANT}`),
    // The manual trigger's: a template of a type that needs an attendance (of `attendee` at `event`, or any).
    attendeeTemplate: await one(sql`select min(id) as v from email_templates where tenant_id = ${TENANT}
      and email_template_type_id = ${EMAIL_TEMPLATE_TYPES.find((t) => t.type === 'registration-thank-you')!.id}`),
    attendance: await one(sql`select a.id as v from event_attendances a where a.tenant_id = ${TENANT}
      order by (a.event_id = ${Number(event)} and a.attendee_id = ${Number(attendee)})::int desc, a.id limit 1`),
    role,
  };
}
type Ids = Awaited<ReturnType<typeof idsFor>>;

/** A path parameter's value: by its name, and for `:id` by the route's first segments. */
const ID_OF: [RegExp, keyof Ids][] = [
  [/^\/events\//, 'event'],
  [/^\/analytics\//, 'registrationTemplate'],
  [/^\/(speakers|blackout-dates|contract|custom-profile|resource\/speaker)\//, 'speaker'],
  [/^\/resource\/group\//, 'group'],
  [/^\/resource\/(preview\/)?:id/, 'attachment'],
  [/^\/venues\//, 'venue'],
  [/^\/field-reps\//, 'fieldRep'],
  [/^\/topics\//, 'topic'],
  [/^\/users\//, 'user'],
  [/^\/survey-templates\//, 'surveyTemplate'],
  [/^\/registration-templates\//, 'registrationTemplate'],
  [/^\/speaker-training\/(training\/)?:id/, 'training'],
  [/^\/speaker-training\/videos\//, 'video'],
  [/^\/speaker-training\/program\//, 'program'],
  [/^\/fees\/speaker\//, 'speaker'],
  [/^\/email-series\//, 'emailSeries'],
  [/^\/email-templates\//, 'emailTemplate'],
];
const BY_NAME: Record<string, (ids: Ids) => string> = {
  eventId: (i) => i.event,
  eventIds: (i) => i.event,
  speakerId: (i) => i.speaker,
  speakerIds: (i) => i.speaker,
  attachmentId: (i) => i.attachment,
  programId: (i) => i.program,
  templateId: (i) => i.surveyTemplate,
  surveyTemplateId: (i) => i.surveyTemplate,
  registrationTemplateId: (i) => i.registrationTemplate,
  attendeeId: (i) => i.attendee,
  topic: (i) => i.deckTopic,
  fileName: (i) => i.fileName,
  role: (i) => i.role,
  entity: () => 'event',
  tenantId: () => TENANT,
  name: (i) => i.fileKey.split('/').slice(2).join('/'),
  fileUrl: (i) => `/files/${i.fileKey}`,
  kind: () => 'speaker',
  questions: (i) => i.question,
  // A dashboard (`GET /dashboard/chart/:category`).
  category: () => 'program',
};
/** A parameter whose row depends on the route's other one: a speaker of the event, the speaker of the training. */
const PAIRED: Record<string, keyof Ids> = {
  '/events/event-speakers/:eventId/:speakerId speakerId': 'eventSpeaker',
  '/speaker-training/speaker/:speakerId/program/:programId speakerId': 'trainingSpeaker',
  '/speaker-training/program/:programId/speaker/:speakerId speakerId': 'trainingSpeaker',
};
/** A route's query where a parameter's name means another row than elsewhere: the manual trigger's `attendeeId` is
 *  an attendance, and its preview renders only with a template of the attendance's kind. */
const QUERY_OF: Record<string, (ids: Ids) => Record<string, string>> = {
  '/email-templates/email-preview': (i) => ({ emailTemplateId: i.attendeeTemplate, attendeeId: i.attendance }),
};
/** `?ids=` of a batch route: topics' slide decks, series' templates, else events. */
const idsOfList = (url: string, ids: Ids) =>
  url.includes('topic') ? ids.deckTopic : url.startsWith('/email-series/') ? ids.emailSeries : ids.event;
/** Calls to external services, not answers of the tenant's rows. */
const EXTERNAL = new Set(['/proxy-image', '/geocode']);

/** The route's URL with its parameters filled for the role, or why it cannot be. */
function requestOf(route: RegisteredRoute, ids: Ids): { path: string; query: Record<string, string> } | string {
  let missing = '';
  const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const byUrl = PAIRED[`${route.url} ${name}`] ?? (name === 'id' ? ID_OF.find(([pattern]) => pattern.test(route.url))?.[1] : undefined);
    const value = byUrl ? ids[byUrl] : BY_NAME[name]?.(ids);
    if (value === undefined) missing = `no value for :${name}`;
    return value ?? '';
  });
  const query: Record<string, string> = { ...QUERY_OF[route.url]?.(ids) };
  const schema = route.schema.query as (ZodType & { shape?: Record<string, ZodType> }) | undefined;
  for (const [key, field] of Object.entries(schema?.shape ?? {})) {
    if (key in query || field.safeParse(undefined).success) continue;
    const value = key === 'ids' ? idsOfList(route.url, ids) : BY_NAME[key]?.(ids);
    if (value === undefined) missing = `no value for ?${key}`;
    else query[key] = value;
  }
  // A schema that wants one of several optional parameters (`speakerIds` or `ids`) gets the first one it takes.
  for (const key of Object.keys(schema?.shape ?? {})) {
    const value = BY_NAME[key]?.(ids);
    if (!schema || schema.safeParse(query).success) break;
    if (value !== undefined && schema.safeParse({ ...query, [key]: value }).success) query[key] = value;
  }
  if (schema?.safeParse({ ...query, limit: '-1' }).success) query.limit = '-1';
  return missing || { path, query };
}

/** An answer as text: JSON or text as is, XLSX cells, PDF text lines, other files as latin1. */
async function answerText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  const body = Buffer.from(await response.arrayBuffer());
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as never);
    const cells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(row.values)));
    return JSON.stringify(cells);
  }
  if (type.includes('pdf')) return pdfLines(body.toString('latin1')).join('\n');
  return body.toString(type.includes('json') || type.startsWith('text') ? 'utf8' : 'latin1');
}

/** Rows an answer holds: a list's count or results, an array's length, an XLSX's rows below the header. */
function rowsOf(text: string): number {
  try {
    const body = JSON.parse(text) as unknown;
    if (Array.isArray(body)) return body.length;
    const list = body as { count?: number; results?: unknown[] };
    if (typeof list.count === 'number') return list.count;
    if (Array.isArray(list.results)) return list.results.length;
  } catch {
    // not JSON
  }
  return 0;
}

describe('field hiding: every hideable field of every entity, through every GET route with its parameters', () => {
  it('shows no hidden value, searches and sorts by none, in JSON, XLSX, PDF and files, for every role', async () => {
    const system = await stack.signIn(`system-admin@${TENANT}.test`);
    const { columns, relations } = await hideableColumns();
    const labels = [...new Set(columns.map((c) => c.label))];
    /** The fields of the entity a route declares its rows are (`redact`): a sort by one is refused. */
    const declared = (route: RegisteredRoute) => new Set(route.redact ? (ENTITY_FIELDS[route.redact] ?? []) : []);
    const roles = ROLES.filter((role) => !SEEING.includes(role));
    const put = (entity: string, role: string, fields: readonly string[]) =>
      fetch(`${stack.apiUrl}/permissions/entity/${entity}/role/${role}/hidden-fields`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-tenant-id': TENANT, authorization: `Bearer ${system}` },
        body: JSON.stringify({ fields }),
      }).then((r) => expect(r.status, `${entity}/${role}`).toBe(200));
    const previous = await stack.api.db.asOwner((tx) =>
      tx.query<{ entity: string; role: string; fields: string[] }>(
        sql`select entity, role, fields from field_settings where tenant_id = ${TENANT} and kind = 'hidden'`,
      ),
    );
    const mark = (c: Column, add: boolean) =>
      stack.api.db.asOwner((tx) => {
        const column = sql.identifier(c.column);
        const marker = ` hfz${labels.indexOf(c.label)}q`;
        return tx.query(sql`update ${sql.identifier(c.table)} set ${column} = ${add ? sql`${column} || ${marker}` : sql`replace(${column}, ${marker}, '')`}
          where tenant_id = ${TENANT} and ${column} is not null`);
      });
    // A changed column's values are kept in a table of their own and put back afterwards.
    const backup = (c: Column) => sql.identifier(`hfz_${c.table}_${c.column}`);
    const change = (c: Column) =>
      stack.api.db.asOwner(async (tx) => {
        const column = sql.identifier(c.column);
        const to = CHANGES[c.label] ?? CHANGE_BY_TYPE[c.type]?.(column);
        if (!to) return;
        await tx.query(
          sql`create table ${backup(c)} as select id, ${column} as v from ${sql.identifier(c.table)} where tenant_id = ${TENANT}`,
        );
        await tx.query(sql`update ${sql.identifier(c.table)} set ${column} = ${to} where tenant_id = ${TENANT}`);
      });
    const restore = (c: Column) =>
      stack.api.db.asOwner(async (tx) => {
        const [kept] = await tx.query(sql`select to_regclass(${`hfz_${c.table}_${c.column}`}) as t`);
        if (!(kept as { t: string | null }).t) return;
        await tx.query(
          sql`update ${sql.identifier(c.table)} t set ${sql.identifier(c.column)} = b.v from ${backup(c)} b where b.id = t.id`,
        );
        await tx.query(sql`drop table ${backup(c)}`);
      });
    const tokens = Object.fromEntries(
      await Promise.all([...roles, 'admin' as Role].map(async (r) => [r, await stack.signIn(`${r}@${TENANT}.test`)])),
    );
    const idsOf = Object.fromEntries(await Promise.all([...roles, 'admin' as Role].map(async (r) => [r, await idsFor(r)]))) as Record<
      Role,
      Ids
    >;
    const routes = stack.api.routes.filter((r) => r.method === 'GET' && r.auth === 'user' && !EXTERNAL.has(r.url));
    const failures: string[] = [];
    const call = async (role: Role, path: string, query: Record<string, string>) => {
      const response = await fetch(`${stack.apiUrl}${path}?${new URLSearchParams(query)}`, {
        headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${tokens[role]}` },
      });
      return { status: response.status, text: await answerText(response) };
    };
    /** One pass: every role's answers by label; marker leaks, searches and sorts checked on the way. */
    const pass = async (who: Role[], check: boolean) => {
      const answers = new Map<string, string>();
      for (const role of who) {
        for (const route of routes) {
          if (!granted(role, route)) continue;
          const request = requestOf(route, idsOf[role]);
          if (typeof request === 'string') {
            failures.push(`GET ${route.url}: ${request} (add it to the sweep's ID_OF or BY_NAME)`);
            continue;
          }
          const { status, text } = await call(role, request.path, request.query);
          const label = `${role} GET ${request.path}`;
          answers.set(label, `${status} ${text}`);
          if (!check) continue;
          const leaked = [...new Set([...text.matchAll(MARK)].map((m) => labels[Number(m[1])]))];
          const at = text.search(/hfz\d+q/);
          if (leaked.length)
            failures.push(`${label} (${status}): shows hidden ${leaked.join(', ')}: …${text.slice(Math.max(0, at - 80), at + 10)}`);
          const schema = route.schema.query;
          // A route that searches (a term nothing holds finds no row) finds no row by the markers, which only hidden
          // fields hold.
          const search = (term: string) => call(role, request.path, { ...request.query, searchQuery: term });
          if (status === 200 && schema?.safeParse({ ...request.query, searchQuery: 'hfz' }).success && rowsOf(text) > 0) {
            const nothing = await search('qqzzxq');
            const searched = await search('hfz');
            if (nothing.status === 200 && rowsOf(nothing.text) === 0 && rowsOf(searched.text) > 0)
              failures.push(`${label}: a search finds ${rowsOf(searched.text)} rows by hidden fields`);
          }
          const sortable =
            (schema as never as { shape?: { sortBy?: { unwrap?(): { options?: string[] } } } })?.shape?.sortBy?.unwrap?.()?.options ?? [];
          const fieldNames = declared(route);
          for (const sortBy of sortable.filter((s) => fieldNames.has(s))) {
            if (!schema?.safeParse({ ...request.query, sortBy }).success) continue;
            const sorted = await call(role, request.path, { ...request.query, sortBy });
            if (status === 200 && sorted.status !== 400) failures.push(`${label}: sortBy=${sortBy} (hidden) answered ${sorted.status}`);
          }
        }
      }
      return answers;
    };
    /** Answers that differ between two passes: something hidden that changed in between shows. */
    const compare = (before: Map<string, string>, after: Map<string, string>, what: string) => {
      for (const [label, text] of before) {
        const changed = after.get(label) ?? '';
        if (changed === text) continue;
        const at = [...text].findIndex((ch, i) => changed[i] !== ch);
        failures.push(`${label}: the answer changes with ${what}: …${text.slice(Math.max(0, at - 60), at + 40)}…`);
      }
    };
    const markable = columns.filter((c) => c.markable);
    try {
      // Relations stay visible (`fieldRepId`, `speakers`: the ids, not values), so that the related rows' own hidden
      // fields are what keeps their names out of an event's answers.
      for (const role of roles) {
        for (const [entity, fields] of Object.entries(ENTITY_FIELDS))
          await put(
            entity,
            role,
            (fields ?? []).filter((f) => !relations.has(`${entity}.${f}`)),
          );
      }
      for (const c of markable) await mark(c, true);
      // The control: an administrator's answers carry the markers where the routes carry the fields.
      const control = await pass(['admin'], false);
      // Every route answers the administrator with rows (its parameters filled with real ids), but the file routes of
      // files the seed does not hold (uploaded headshots, CVs and certificates).
      const refused = [...control].filter(([, text]) => !/^2\d\d /.test(text)).map(([label]) => label);
      expect(
        refused.filter((label) => !/\/(files\/|protected-s3-file-url|speaker-training\/training\/\d+\/certificate)/.test(label)),
      ).toEqual([]);
      const seen = [...control]
        .filter(([, text]) => /hfz\d+q/.test(text))
        .map(([label]) => label.replace(/^admin GET /, '').replace(/\d+/g, ':n'));
      expect(seen).toEqual(
        expect.arrayContaining([
          '/speakers/speaker-events',
          '/events/export',
          '/pdf',
          '/speaker-training/topics',
          '/resource',
          '/resource/speakers',
          '/survey-templates/responses/export',
        ]),
      );
      const changing = columns.filter((c) => !c.markable);
      const before = await pass(roles, true);
      // The BFF's entry points: every query of the schema (ids of the role's rows in its id arguments) and the export.
      for (const role of GRAPHQL_ROLES) {
        for (const { label, body } of await sweep(tokens[role], { type: 'Event', rowId: Number(idsOf[role].event) }, true)) {
          const text = JSON.stringify(body);
          const leaked = [...new Set([...text.matchAll(MARK)].map((m) => labels[Number(m[1])]))];
          if (leaked.length) failures.push(`${role} GraphQL ${label}: shows hidden ${leaked.join(', ')}`);
        }
      }
      for (const c of changing) await change(c);
      compare(before, await pass(roles, false), 'hidden times, numbers or statuses');
      for (const c of changing) await restore(c);
      // Then each half of every entity's fields (every other field) hidden alone, the other half shown: a value that
      // two fields make (an end time printed after a shown start) must still leave the hidden one out. Only the hidden
      // half's times, numbers and statuses change between the passes.
      for (const half of [0, 1]) {
        const inHalf = (entity: string, field: string) =>
          !relations.has(`${entity}.${field}`) && (ENTITY_FIELDS[entity as Entity] ?? []).indexOf(field) % 2 === half;
        for (const role of HALF_ROLES) {
          for (const [entity, fields] of Object.entries(ENTITY_FIELDS))
            await put(
              entity,
              role,
              (fields ?? []).filter((f) => inHalf(entity, f)),
            );
        }
        const halfChanging = changing.filter((c) => inHalf(...(c.label.split('.') as [string, string])));
        const shown = await pass(HALF_ROLES, false);
        for (const c of halfChanging) await change(c);
        compare(shown, await pass(HALF_ROLES, false), `half ${half + 1} of the fields hidden, its times, numbers or statuses`);
        for (const c of halfChanging) await restore(c);
      }
    } finally {
      await stack.api.db.asOwner((tx) => tx.query(sql`delete from field_settings where tenant_id = ${TENANT} and kind = 'hidden'`));
      for (const { entity, role, fields } of previous) await put(entity, role, fields);
      for (const c of markable) await mark(c, false);
      for (const c of columns.filter((c) => !c.markable)) await restore(c);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 600_000);
});
