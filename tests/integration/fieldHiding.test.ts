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
import type { Role } from '../../api/src/platform/auth/model.ts';
import { defaultGrants } from '../../api/src/platform/db/seed.ts';

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
async function sweep(token: string, target: Hidden): Promise<{ label: string; body: unknown }[]> {
  const own: SlotValues = structuredClone(admin);
  own.internalIds[target.type] = target.rowId;
  own.globalIds[target.type] = toGlobalId(target.type, String(target.rowId));
  const answers: { label: string; body: unknown }[] = [];
  // Deletions last: they may remove the row the other operations read.
  const ordered = operations(own).sort((x, y) => Number(x.field.startsWith('delete')) - Number(y.field.startsWith('delete')));
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
