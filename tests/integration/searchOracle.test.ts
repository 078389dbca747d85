import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_FIELDS } from '../../api/src/areas/index.ts';
import { ROLES, type Entity, type Role } from '../../api/src/platform/auth/model.ts';
import type { RegisteredRoute } from '../../api/src/platform/http/route.ts';
import { EVENT_FILTER_FIELDS } from '../../api/src/areas/events/events.ts';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { snake, tableOf } from './support/names.ts';
import { granted } from './support/routes.ts';

// Search oracle: a field hidden from a role must not be searchable, sortable or filterable on that
// role's behalf, or the count would rebuild its value one probe at a time. For every entity with a
// list, every text field of it in turn is hidden from every role and a marker is appended to its
// values: searching the marker must find nothing for any role (the REST list, the XLSX export and
// GraphQL), while an administrator, who sees the field, finds it where the search reads it. Sorting
// by the hidden field and filtering on it are refused (or change nothing). Entities, fields, lists
// and filters come from the model and the route table, so a new one is swept without editing this.
const TENANT = 'demo';
const MARKER = 'zqx7oracle';

let stack: Stack;
let admin: string;
let systemAdmin: string;
const tokens = {} as Record<Role, string>;
/** GET list routes (no path parameter, a searchQuery) with the entity whose fields their rows carry; an entity's own
 *  list comes first (its area registers it before other areas' lists of it, such as Survey Responses' events). */
let lists: [Entity, RegisteredRoute][];

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn(`admin@${TENANT}.test`);
  systemAdmin = await stack.signIn(`system-admin@${TENANT}.test`);
  for (const role of ROLES) tokens[role] = await stack.signIn(`${role}@${TENANT}.test`);
  lists = stack.api.routes
    .filter((r) => r.method === 'GET' && r.redact && !r.url.includes(':') && r.schema.query?.safeParse({ searchQuery: 'x' }).success)
    .map((r) => [r.redact!, r]);
});
afterAll(() => stack?.close());

const call = async (token: string, path: string, query: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await fetch(`${stack.apiUrl}${path}?${new URLSearchParams(query)}`, {
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${token}`, ...headers },
  });
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? ((await response.json()) as any) : await response.arrayBuffer(),
  };
};

const hide = (entity: string, role: Role, fields: string[]) =>
  fetch(`${stack.apiUrl}/permissions/entity/${entity}/role/${role}/hidden-fields`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-tenant-id': TENANT, authorization: `Bearer ${systemAdmin}` },
    body: JSON.stringify({ fields }),
  }).then((r) => expect(r.status).toBe(200));

/** The free-text columns of the entity's fields (those a search could read). A column that a CHECK
 *  constraint closes to a list of values (location_type) cannot hold the marker, nor a secret to search for. */
async function textFields(entity: Entity): Promise<string[]> {
  const columns = await stack.api.db.asOwner((tx) =>
    tx.query<{ column_name: string }>(sql`select c.column_name
    from information_schema.columns c where c.table_name = ${tableOf(entity)} and c.data_type in ('text', 'character varying')
      and not exists (select 1 from information_schema.constraint_column_usage u
        join information_schema.check_constraints k on k.constraint_name = u.constraint_name
        where u.table_name = c.table_name and u.column_name = c.column_name and k.check_clause like '%= ANY (ARRAY[%')`),
  );
  const names = new Set(columns.map((c) => c.column_name));
  return (ENTITY_FIELDS[entity] ?? []).filter((f) => names.has(snake(f)));
}

/** Rows of the XLSX export below its header. */
async function exportRows(body: ArrayBuffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(body) as never);
  return Math.max(0, (workbook.getWorksheet('Events')?.rowCount ?? 1) - 1);
}

describe('search oracle: hidden fields are never searched, sorted or filtered for the role', () => {
  it('finds the lists of every entity with configurable fields', () => {
    expect([...new Set(lists.map(([entity]) => entity))].sort()).toEqual(
      expect.arrayContaining(['event', 'field_rep', 'speaker', 'topic', 'venue']),
    );
  });

  it('a search for a value only a hidden field holds finds nothing, for every role and field', async () => {
    const failures: string[] = [];
    const foundByAdmin: string[] = [];
    for (const [entity, route] of lists) {
      const fields = await textFields(entity);
      const sortable = new Set<string>(
        (route.schema.query as never as { shape: { sortBy: { unwrap(): { options: string[] } } } }).shape.sortBy.unwrap().options,
      );
      for (const field of fields) {
        const column = sql.identifier(snake(field));
        const table = sql.identifier(tableOf(entity));
        await stack.api.db.asOwner((tx) =>
          tx.query(sql`update ${table} set ${column} = ${column} || ${` ${MARKER}`}
          where tenant_id = ${TENANT} and ${column} is not null`),
        );
        // The control first: an administrator who sees the field finds the marker where the search reads it.
        const control = await call(admin, route.url, { searchQuery: MARKER });
        if (control.body.count > 0) foundByAdmin.push(`${route.url} ${entity}.${field}`);
        for (const role of ROLES) await hide(entity, role, [field]);
        try {
          for (const role of ROLES) {
            if (!granted(role, route)) continue;
            const label = `${role} ${route.url} ${field}`;
            const searched = await call(tokens[role], route.url, { searchQuery: MARKER, limit: '-1' });
            if (searched.status !== 200) failures.push(`${label}: search answered ${searched.status}`);
            else if (searched.body.count !== 0) failures.push(`${label}: searching the hidden field counts ${searched.body.count}`);
            if (sortable.has(field)) {
              const sorted = await call(tokens[role], route.url, { sortBy: field });
              if (sorted.status !== 400) failures.push(`${label}: sorting by the hidden field answered ${sorted.status}`);
            }
            if (route.url === '/events') {
              const exported = await call(tokens[role], '/events/export', { searchQuery: MARKER });
              if (exported.status === 200 && (await exportRows(exported.body)) !== 0)
                failures.push(`${label}: the export finds the hidden field`);
              const gql = await stack.gql<{ events: { totalCount: number } }>(
                'query($q: String) { events(first: 1, searchQuery: $q) { totalCount } }',
                { token: tokens[role], tenant: TENANT, variables: { q: MARKER } },
              );
              if (gql.data?.events?.totalCount) failures.push(`${label}: GraphQL events(searchQuery) counts ${gql.data.events.totalCount}`);
            }
          }
        } finally {
          await stack.api.db.asOwner((tx) =>
            tx.query(sql`update ${table} set ${column} = replace(${column}, ${` ${MARKER}`}, '')
            where tenant_id = ${TENANT} and ${column} is not null`),
          );
          for (const role of ROLES) await hide(entity, role, []);
        }
      }
    }
    // The sweep means something: where the search reads the field, an administrator finds the marker.
    expect(foundByAdmin).toEqual(
      expect.arrayContaining([
        '/events event.shortName',
        '/events event.title',
        '/events event.notes',
        '/survey-templates/responses event.shortName',
        '/speakers speaker.email',
        '/speakers speaker.firstName',
        '/field-reps field_rep.email',
        '/venues venue.city',
        '/attendees attendee.email',
        '/attendees attendee.lastName',
        '/topics topic.description',
      ]),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);

  it('a filter on a hidden field is refused or changes nothing, for every role', async () => {
    const [, route] = lists.find(([entity]) => entity === 'event')!;
    const [event] = (await call(admin, route.url, { limit: '-1', filters: JSON.stringify({}) })).body.results.filter(
      (e: Record<string, unknown>) =>
        e.fieldRepId && e.topicId && e.emailSeriesId && (e.speakers as unknown[]).length && (e.surveyTemplates as unknown[]).length,
    );
    const values: Record<string, unknown> = {
      selectedTypes: [event.type],
      selectedStatuses: [event.status],
      selectedFieldReps: [event.fieldRepId],
      selectedTopics: [event.topicId],
      selectedEmailSeries: [event.emailSeriesId],
      selectedSpeakers: [event.speakers[0].speakerId],
      selectedTemplates: [event.surveyTemplates[0].id],
      period: { from: event.startTime.slice(0, 10), to: event.startTime.slice(0, 10), timezone: 'UTC' },
    };
    expect(Object.keys(values).sort()).toEqual(Object.keys(EVENT_FILTER_FIELDS.filters!).sort());
    const failures: string[] = [];
    for (const [key, field] of Object.entries(EVENT_FILTER_FIELDS.filters!)) {
      for (const role of ROLES) await hide('event', role, [field]);
      try {
        for (const role of ROLES) {
          if (!granted(role, route)) continue;
          const all = await call(tokens[role], route.url, {});
          const filtered = await call(tokens[role], route.url, { filters: JSON.stringify({ [key]: values[key] }) });
          if (filtered.status === 200 && filtered.body.count !== all.body.count) {
            failures.push(`${role} filters.${key} on hidden ${field}: counts ${filtered.body.count} of ${all.body.count}`);
          }
        }
      } finally {
        for (const role of ROLES) await hide('event', role, []);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});
