import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEAKER_MESSAGES } from '../../api/src/areas/speakers/contract.ts';
import { ACTIONS, ROLES, type Action, type Entity, type Role } from '../../api/src/platform/auth/model.ts';
import { defaultGrants } from '../../api/src/platform/db/seed.ts';
import type { RegisteredRoute } from '../../api/src/platform/http/route.ts';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { startFaultProxy, type FaultProxy } from './support/faultProxy.ts';
import { operations, withSlot, type Operation, type SlotValues } from './support/operations.ts';
import { fill, refusal, routeOf, type Grants } from './support/routes.ts';
import { tenantValues } from './support/tenantValues.ts';

// Expected outcomes come from the grants (the seed's `defaultGrants`, or the matrix as a test changed it) and each
// route's declared permission and roles: nothing here is a hand-written table.
const TENANT = 'demo';
const MISSING = '2000000000';

let stack: Stack;
let proxy: FaultProxy;
const tokens = {} as Record<Role, string>;
let own: SlotValues;
beforeAll(async () => {
  stack = await startStack({ upstreamUrl: async (apiUrl) => (proxy = await startFaultProxy(apiUrl)).url });
  for (const role of ROLES) tokens[role] = await stack.signIn(`${role}@${TENANT}.test`);
  own = await tenantValues(stack, TENANT);
  // Ids that exist nowhere: an allowed write then fails with 404 instead of changing the data.
  for (const type of Object.keys(own.globalIds)) {
    own.globalIds[type] = Buffer.from(`${type}:${MISSING}`).toString('base64');
    own.internalIds[type] = Number(MISSING);
  }
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

/** Every REST route (with a session) called by each of `roles`: the mismatches with what `grants` allow. */
async function restMismatches(roles: readonly Role[], grants: Grants): Promise<string[]> {
  const routes = stack.api.routes.filter((r) => r.auth === 'user');
  expect(routes.filter((r) => r.permission).length).toBeGreaterThan(20);
  const mismatches: string[] = [];
  for (const role of roles) {
    for (const route of routes) {
      const withBody = !['GET', 'DELETE'].includes(route.method);
      const response = await fetch(`${stack.apiUrl}${fill(route.url, MISSING)}`, {
        method: route.method,
        headers: {
          ...(withBody ? { 'content-type': 'application/json' } : {}),
          'x-tenant-id': TENANT,
          authorization: `Bearer ${tokens[role]}`,
        },
        body: withBody ? '{}' : undefined,
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      const refused = refusal(role, route, grants);
      // A Speaker-role user reaches only their own speaker record: another id (this one) is refused by the rule, not the grant.
      const otherSpeaker = role === 'speaker' && response.status === 403 && body.message === SPEAKER_MESSAGES.otherSpeaker;
      if (!refused && !otherSpeaker && (response.status === 403 || response.status === 401)) {
        mismatches.push(`${role} ${route.method} ${route.url}: ${response.status} ${body.message}, but the role may call it`);
      }
      if (refused && (response.status !== 403 || body.message !== refused)) {
        mismatches.push(`${role} ${route.method} ${route.url}: ${response.status} ${body.message}, expected 403 '${refused}'`);
      }
    }
  }
  return mismatches;
}

/** The mutation's required arguments, with the role's own e-mail where an account is named. */
function argsFor(op: Operation, role: Role): Record<string, unknown> {
  let args = op.baseArgs;
  for (const slot of op.slots.filter((s) => s.kind === 'email')) {
    args = withSlot({ ...op, baseArgs: args }, slot, `${role}@${TENANT}.test`, own);
  }
  return args;
}

/** Session mutations: changing the password ends the role's other sessions (its token here). */
const endsSession = (op: Operation) => op.field === 'logout' || op.slots.some((s) => s.kind === 'email' || s.kind === 'refreshToken');

/** Every GraphQL mutation run by each of `roles`: FORBIDDEN exactly where `grants` refuse a REST call it makes. */
async function mutationMismatches(mutations: Operation[], roles: readonly Role[], grants: Grants): Promise<string[]> {
  const mismatches: string[] = [];
  for (const op of mutations) {
    // The REST routes behind the mutation, observed with the role that holds every permission.
    const from = proxy.requests.length;
    await stack.gql(op.document(argsFor(op, 'system-admin')), { token: tokens['system-admin'], tenant: TENANT });
    const needed = proxy.requests
      .slice(from)
      .map((r) => routeOf(stack.api.routes, r.method, r.path))
      // A route open to some roles only may declare no permission (the dashboards' chart writes: SystemAdmin's screen).
      .filter((r): r is RegisteredRoute => Boolean(r?.permission || r?.roles));
    for (const role of roles) {
      const response = await stack.gql(op.document(argsFor(op, role)), { token: tokens[role], tenant: TENANT });
      const forbidden = response.errors?.filter((e) => e.extensions.code === 'FORBIDDEN') ?? [];
      const denied = needed.map((route) => refusal(role, route, grants)).find(Boolean);
      if (denied && forbidden[0]?.message !== denied) {
        mismatches.push(`${role} ${op.field}: ${JSON.stringify(response.errors ?? response.data)}, expected FORBIDDEN '${denied}'`);
      }
      // As for REST: a Speaker-role user is refused another speaker's record (this id) by the rule, not the grant.
      const otherSpeaker = role === 'speaker' && forbidden.every((e) => e.message === SPEAKER_MESSAGES.otherSpeaker);
      if (!denied && forbidden.length && !otherSpeaker) {
        mismatches.push(
          `${role} ${op.field}: ${forbidden[0]!.message}, but ${needed.map((r) => (r.permission ?? r.roles!).join(':')).join(', ') || 'no permission'} is granted`,
        );
      }
    }
  }
  return mismatches;
}

describe('permission matrix: every role × every REST route', () => {
  it("answers 403 exactly where the role lacks the route's declared permission or role", async () => {
    const mismatches = await restMismatches(ROLES, defaultGrants);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 150_000);
});

describe('permission matrix: every role × every GraphQL mutation', () => {
  it('answers FORBIDDEN exactly where the role lacks a permission of the REST calls the mutation makes', async () => {
    // Session mutations last (they may end the role's session).
    const mutations = operations(own)
      .filter((op) => op.kind === 'mutation')
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const mismatches = await mutationMismatches(mutations, ROLES, defaultGrants);
    expect(mutations.length).toBeGreaterThan(5);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 150_000);
});

type Configuration = {
  roles: { internalId: number; role: string }[];
  entities: { internalId: number; name: string }[];
  actions: { internalId: number; action: string }[];
  rolePermissions: { roleId: number; entityId: number; permissionId: number }[];
};
const CONFIGURATION = `{ tenantConfiguration { roles { internalId role } entities { internalId name } actions { internalId action }
  rolePermissions { roleId entityId permissionId } } }`;

describe('permission matrix: changed through the Tenant Configuration mutations, then swept again', () => {
  it('answers every REST route and mutation by the changed grants, at once, for the roles whose grants changed', async () => {
    // The sweeps above may have ended sessions (their session mutations): sign in again.
    for (const role of ROLES) tokens[role] = await stack.signIn(`${role}@${TENANT}.test`);
    const system = tokens['system-admin'];
    const config = (await stack.gql<{ tenantConfiguration: Configuration }>(CONFIGURATION, { token: system, tenant: TENANT })).data!
      .tenantConfiguration;
    const roleId = (role: Role) => config.roles.find((r) => r.role === role.toUpperCase().replace(/-/g, '_'))!.internalId;
    const entityId = (entity: Entity) => config.entities.find((e) => e.name === entity)!.internalId;
    const actionId = (action: Action) => config.actions.find((a) => a.action === action.toUpperCase())!.internalId;
    const grantsInput = (map: Partial<Record<Entity, readonly Action[]>>) =>
      Object.entries(map).flatMap(([entity, actions]) =>
        (actions ?? []).map((action) => ({ entityId: entityId(entity as Entity), permissionId: actionId(action) })),
      );

    // Field reps lose speaker read and gain venue writes and event create; marketing gets exactly program-analyst's grants.
    const fieldRep: Partial<Record<Entity, readonly Action[]>> = {
      ...defaultGrants('field-rep'),
      speaker: [],
      venue: ACTIONS,
      event: ['create', 'read'],
    };
    const saved = await stack.gql(
      'mutation($input: SaveRolePermissionsInput!) { saveRolePermissions(input: $input) { tenantConfiguration { id } } }',
      { token: system, tenant: TENANT, variables: { input: { roleId: roleId('field-rep'), grants: grantsInput(fieldRep) } } },
    );
    expect(saved.errors).toBeUndefined();
    const copied = await stack.gql(
      'mutation($input: CopyRolePermissionsInput!) { copyRolePermissions(input: $input) { tenantConfiguration { id } } }',
      { token: system, tenant: TENANT, variables: { input: { roleId: roleId('marketing'), fromRoleId: roleId('program-analyst') } } },
    );
    expect(copied.errors).toBeUndefined();

    const changed: Grants = (role) =>
      role === 'field-rep' ? fieldRep : role === 'marketing' ? defaultGrants('program-analyst') : defaultGrants(role);
    const roles: Role[] = ['field-rep', 'marketing'];
    try {
      // The changed grants differ from the seed's where these sweeps look: the same sweeps by the seed would fail.
      expect((await restMismatches(roles, defaultGrants)).length).toBeGreaterThan(0);
      const rest = await restMismatches(roles, changed);
      expect(rest, rest.join('\n')).toEqual([]);
      const mutations = operations(own).filter((op) => op.kind === 'mutation' && !endsSession(op));
      const graphql = await mutationMismatches(mutations, roles, changed);
      expect(graphql, graphql.join('\n')).toEqual([]);
    } finally {
      for (const role of roles) {
        const restored = await stack.gql(
          'mutation($input: SaveRolePermissionsInput!) { saveRolePermissions(input: $input) { tenantConfiguration { id } } }',
          { token: system, tenant: TENANT, variables: { input: { roleId: roleId(role), grants: grantsInput(defaultGrants(role)) } } },
        );
        expect(restored.errors).toBeUndefined();
      }
    }
  }, 300_000);
});
