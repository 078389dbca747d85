import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toGlobalId } from 'graphql-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GqlResponse, type Stack } from '../../bff/src/__tests__/stack.ts';
import { checksum } from './support/checksum.ts';
import { operations, withSlot, type Operation, type Slot, type SlotValues } from './support/operations.ts';
import { tenantValues } from './support/tenantValues.ts';

// Tenant A (demo) acts; tenant B (acme) must stay invisible and untouched.
const A = 'demo';
const B = 'acme';
/** Strings only B's rows carry (tenant slug and name, event name prefix, e-mail domains). */
const B_MARKERS = [/acme/i, /\bAB-\d/];
const MISSING_ID = 2_000_000_000;

let stack: Stack;
let own: SlotValues & { token: string };
let foreign: SlotValues & { token: string };
let missing: SlotValues;
beforeAll(async () => {
  stack = await startStack();
  // Every screen of B on, so that B's admin reads a row of every type (a flag that is off refuses its screens' calls).
  await stack.api.db.asOwner((tx) => tx.query(sql`update feature_flags set value = true where tenant_id = ${B}`));
  own = await tenantValues(stack, A);
  foreign = await tenantValues(stack, B);
  missing = {
    globalIds: Object.fromEntries(Object.keys(foreign.globalIds).map((t) => [t, toGlobalId(t, String(MISSING_ID))])),
    internalIds: Object.fromEntries(Object.keys(foreign.internalIds).map((t) => [t, MISSING_ID])),
    email: 'nobody@nowhere.test',
    refreshToken: randomBytes(32).toString('base64url'),
  };
});
afterAll(() => stack?.close());

/** The value(s) a slot gets from one tenant's values: one variant per candidate type unless it is a list. */
function slotVariants(slot: Slot, values: SlotValues): { label: string; value: unknown; plain: string[] }[] {
  if (slot.kind === 'email') return [{ label: 'email', value: slot.list ? [values.email] : values.email, plain: [values.email] }];
  if (slot.kind === 'refreshToken') return [{ label: 'refresh token', value: values.refreshToken, plain: [values.refreshToken] }];
  const pool = slot.kind === 'globalId' ? values.globalIds : values.internalIds;
  const types = slot.types.filter((t) => pool[t] !== undefined);
  // Messages name the internal id ("Event 266 not found") of a global id.
  const plain = (t: string) => [String(pool[t]), String(values.internalIds[t])];
  if (slot.list) return [{ label: types.join('+'), value: types.map((t) => pool[t]), plain: types.flatMap(plain) }];
  return types.map((t) => ({ label: t, value: pool[t], plain: plain(t) }));
}

/** What a caller sees, with the plugged-in values replaced by a placeholder so B and missing compare. */
function observed(response: GqlResponse, plugged: string[]): string {
  let text = JSON.stringify({
    status: response.status,
    data: response.data,
    errors: response.errors?.map((e) => ({ message: e.message, path: e.path, code: e.extensions.code, status: e.extensions.status })),
  });
  // Numbers only where no letter or digit touches them (`Event 266 not found`) but a percent-encoded character
  // (`%5B266%5D` in an echoed URL): a small id (a ledger row's `2`) is not a character of a global id's base64.
  for (const value of plugged) {
    const pattern = /^\d+$/.test(value)
      ? `(?<=^|[^\\dA-Za-z]|%[0-9A-F]{2})${value}(?=$|[^\\dA-Za-z]|%[0-9A-F]{2})`
      : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replaceAll(new RegExp(pattern, 'g'), '<value>');
  }
  // The count of REST calls stays out of the replacement: it may equal a plugged-in id.
  return `${text} upstreamCalls=${response.upstreamCalls}`;
}

function leaks(response: GqlResponse): string[] {
  const data = JSON.stringify(response.data ?? null);
  const found = B_MARKERS.filter((m) => m.test(data)).map(String);
  // A document the server refuses proves nothing: the sweep itself must be valid.
  const invalid = response.errors?.find((e) => /GRAPHQL_(VALIDATION|PARSE)_FAILED/.test(String(e.extensions.code)));
  if (invalid) found.push(`an invalid document (${invalid.message})`);
  for (const id of Object.values(foreign.globalIds)) if (data.includes(id)) found.push(`global id ${id}`);
  return found;
}

describe(`tenant isolation: every operation of schema.graphql, run by ${A}'s admin with ${B}'s ids`, () => {
  it(`reads and changes nothing of ${B}, and answers ${B}'s ids exactly like missing ids`, async () => {
    const before = await checksum(stack.api.db, { tenantId: B });
    const run = (op: Operation, args: Record<string, unknown>) => stack.gql(op.document(args), { token: own.token, tenant: A });
    const failures: string[] = [];
    let variants = 0;
    for (const op of operations(own)) {
      if (!op.slots.length) {
        const response = await run(op, op.baseArgs);
        variants += 1;
        const found = leaks(response);
        if (found.length) failures.push(`${op.kind} ${op.field}: shows ${found.join(', ')}`);
        continue;
      }
      for (const slot of op.slots) {
        const foreignVariants = slotVariants(slot, foreign);
        const missingVariants = slotVariants(slot, missing);
        for (const [i, variant] of foreignVariants.entries()) {
          variants += 1;
          const where = `${op.kind} ${op.field}(${slot.path.join('.')} = ${B}'s ${variant.label})`;
          const withForeign = await run(op, withSlot(op, slot, variant.value, own));
          // The missing values have the foreign ones' types: the same variants, in the same order.
          const missingVariant = missingVariants[i]!;
          const withMissing = await run(op, withSlot(op, slot, missingVariant.value, own));
          const found = leaks(withForeign);
          if (found.length) failures.push(`${where}: shows ${found.join(', ')}`);
          const seen = observed(withForeign, variant.plain);
          const expected = observed(withMissing, missingVariant.plain);
          if (seen !== expected) failures.push(`${where}: answers\n    ${seen}\n  where a missing id answers\n    ${expected}`);
        }
      }
    }
    expect(variants).toBeGreaterThan(20);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await checksum(stack.api.db, { tenantId: B })).toEqual(before);
  }, 150_000);

  it(`answers node(id:) for each of ${B}'s Node types exactly as for a missing id`, async () => {
    const query = 'query($id: ID!) { node(id: $id) { __typename id } }';
    for (const [type, id] of Object.entries(foreign.globalIds)) {
      const missingId = missing.globalIds[type]!; // one per foreign type (beforeAll)
      const withForeign = await stack.gql(query, { token: own.token, tenant: A, variables: { id } });
      const withMissing = await stack.gql(query, { token: own.token, tenant: A, variables: { id: missingId } });
      expect(withForeign.data, type).toEqual({ node: null });
      expect(observed(withForeign, [id]), type).toBe(observed(withMissing, [missingId]));
    }
  });
});

// Tenant Configuration, user administration and Sent mail are the system admin's: the same comparison as that system
// admin, over the configuration's, the users' and the ledger's operations, with B's role ids in the role-id arguments.
const CONFIGURATION_OPERATIONS =
  /^(tenantConfiguration|entityHiddenFields|updateTenantName|saveFeatureFlags|saveTenantProducts|saveEntityHiddenFields|saveExpenseFilteringRules|saveRolePermissions|copyRolePermissions|refreshTenant)$/;
const USER_OPERATIONS = /^(users|user|roleNames|userLinkOptions|createUser|updateUser|deleteUser|sendUserPasswordLink)$/;
/** The delivery ledger (Sent mail) is the system admin's only: the admin above is refused it whatever the id. */
const SENT_MAIL_OPERATIONS = /^(sentMail|sentMailMessage)$/;
const ROLE_ID = /^(roleId|fromRoleId)$/;

describe(`tenant isolation of the configuration, users, roles and sent mail: ${A}'s system admin with ${B}'s ids`, () => {
  it(`reads and changes nothing of ${B}, and answers ${B}'s role, user and record ids exactly like missing ids`, async () => {
    const before = await checksum(stack.api.db, { tenantId: B });
    const token = await stack.signIn(`system-admin@${A}.test`, A);
    const roleIds = (tenant: string) =>
      stack.api.db.asOwner((tx) =>
        tx.query<{ id: number; role: string }>(sql`select id, role from roles where tenant_id = ${tenant} order by id`),
      );
    const foreignRoles = await roleIds(B);
    const run = (op: Operation, args: Record<string, unknown>) => stack.gql(op.document(args), { token, tenant: A });
    const failures: string[] = [];
    const ops = operations(own).filter(
      (op) => CONFIGURATION_OPERATIONS.test(op.field) || USER_OPERATIONS.test(op.field) || SENT_MAIL_OPERATIONS.test(op.field),
    );
    expect(ops.map((op) => op.field)).toEqual(
      expect.arrayContaining([
        'tenantConfiguration',
        'saveRolePermissions',
        'copyRolePermissions',
        'users',
        'updateUser',
        'sentMailMessage',
      ]),
    );
    let roleVariants = 0;
    for (const op of ops) {
      // The configuration's other ids (entity and action ids) are the same catalog in every tenant: only role ids are B's.
      const slots = op.slots.filter((slot) => !CONFIGURATION_OPERATIONS.test(op.field) || ROLE_ID.test(String(slot.path.at(-1))));
      if (!slots.length) {
        const found = leaks(await run(op, op.baseArgs));
        if (found.length) failures.push(`${op.kind} ${op.field}: shows ${found.join(', ')}`);
        continue;
      }
      for (const slot of slots) {
        const pairs = ROLE_ID.test(String(slot.path.at(-1)))
          ? foreignRoles
              .filter((r) => ['system-admin', 'marketing'].includes(r.role))
              .map((r) => ({
                label: `${B}'s ${r.role} role`,
                foreign: r.id,
                missing: MISSING_ID,
                plain: [String(r.id)],
                missingPlain: [String(MISSING_ID)],
              }))
          : slotVariants(slot, foreign).map((variant, i) => {
              const missingVariant = slotVariants(slot, missing)[i]!;
              return {
                label: `${B}'s ${variant.label}`,
                foreign: variant.value,
                missing: missingVariant.value,
                plain: variant.plain,
                missingPlain: missingVariant.plain,
              };
            });
        for (const pair of pairs) {
          if (ROLE_ID.test(String(slot.path.at(-1)))) roleVariants += 1;
          const where = `${op.kind} ${op.field}(${slot.path.join('.')} = ${pair.label})`;
          const withForeign = await run(op, withSlot(op, slot, pair.foreign, own));
          const withMissing = await run(op, withSlot(op, slot, pair.missing, own));
          const found = leaks(withForeign);
          if (found.length) failures.push(`${where}: shows ${found.join(', ')}`);
          const seen = observed(withForeign, pair.plain);
          const expected = observed(withMissing, pair.missingPlain);
          if (seen !== expected) failures.push(`${where}: answers\n    ${seen}\n  where a missing id answers\n    ${expected}`);
        }
      }
    }
    expect(roleVariants).toBeGreaterThanOrEqual(6);
    // The configuration the system admin reads holds A's roles and grants only.
    const config = await stack.gql<{ tenantConfiguration: { roles: { internalId: number }[]; rolePermissions: { roleId: number }[] } }>(
      '{ tenantConfiguration { roles { internalId } rolePermissions { roleId } } }',
      { token, tenant: A },
    );
    const ownRoles = (await roleIds(A)).map((r) => r.id);
    expect(config.data!.tenantConfiguration.roles.map((r) => r.internalId)).toEqual(ownRoles);
    expect(config.data!.tenantConfiguration.rolePermissions.every((g) => ownRoles.includes(g.roleId))).toBe(true);
    // Straight to the service with B's tenant header, A's token is not B's session.
    for (const [method, path] of [
      ['GET', '/permissions/role'],
      ['PUT', `/permissions/role/${foreignRoles[0]!.id}`],
      ['GET', '/users'],
      ['PUT', '/setting/feature-flags'],
    ] as const) {
      const response = await fetch(`${stack.apiUrl}${path}`, {
        method,
        headers: { 'x-tenant-id': B, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify({ grants: [], flags: [] }),
      });
      expect([path, response.status]).toEqual([path, 401]);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await checksum(stack.api.db, { tenantId: B })).toEqual(before);
  }, 150_000);
});
