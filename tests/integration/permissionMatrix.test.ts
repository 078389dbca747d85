import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEAKER_MESSAGES } from '../../api/src/areas/speakers/contract.ts';
import { ROLES, type Role } from '../../api/src/platform/auth/model.ts';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { startFaultProxy, type FaultProxy } from './support/faultProxy.ts';
import { operations, withSlot, type Operation, type SlotValues } from './support/operations.ts';
import { fill, forbiddenMessage, granted, routeOf } from './support/routes.ts';
import { tenantValues } from './support/tenantValues.ts';

// Expected outcomes come from the seed's grants (`defaultGrants`) and each route's declared
// permission: nothing here is a hand-written table.
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

describe('permission matrix: every role × every REST route', () => {
  it("answers 403 exactly where the role lacks the route's declared permission", async () => {
    const routes = stack.api.routes.filter((r) => r.auth === 'user');
    expect(routes.filter((r) => r.permission).length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    for (const role of ROLES) {
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
        const allowed = granted(role, route);
        // A Speaker-role user reaches only their own speaker record: another id (this one) is refused by the rule, not the grant.
        const otherSpeaker = role === 'speaker' && response.status === 403 && body.message === SPEAKER_MESSAGES.otherSpeaker;
        if (allowed && !otherSpeaker && (response.status === 403 || response.status === 401)) {
          mismatches.push(
            `${role} ${route.method} ${route.url}: ${response.status} ${body.message}, but ${route.permission?.join(':') ?? 'no permission'} is granted`,
          );
        }
        if (!allowed && (response.status !== 403 || body.message !== forbiddenMessage(route))) {
          mismatches.push(
            `${role} ${route.method} ${route.url}: ${response.status} ${body.message}, but ${route.permission!.join(':')} is not granted`,
          );
        }
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 150_000);
});

/** The mutation's required arguments, with the role's own e-mail where an account is named. */
function argsFor(op: Operation, role: Role): Record<string, unknown> {
  let args = op.baseArgs;
  for (const slot of op.slots.filter((s) => s.kind === 'email')) {
    args = withSlot({ ...op, baseArgs: args }, slot, `${role}@${TENANT}.test`, own);
  }
  return args;
}

describe('permission matrix: every role × every GraphQL mutation', () => {
  it('answers FORBIDDEN exactly where the role lacks a permission of the REST calls the mutation makes', async () => {
    const mismatches: string[] = [];
    // Session mutations last: changing the password ends the role's other sessions (its token here).
    const endsSession = (op: Operation) => op.field === 'logout' || op.slots.some((s) => s.kind === 'email' || s.kind === 'refreshToken');
    const mutations = operations(own)
      .filter((op) => op.kind === 'mutation')
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    for (const op of mutations) {
      // The REST routes behind the mutation, observed with the role that holds every permission.
      const from = proxy.requests.length;
      await stack.gql(op.document(argsFor(op, 'system-admin')), { token: tokens['system-admin'], tenant: TENANT });
      const needed = proxy.requests
        .slice(from)
        .map((r) => routeOf(stack.api.routes, r.method, r.path))
        .filter((r) => r?.permission);
      for (const role of ROLES) {
        const response = await stack.gql(op.document(argsFor(op, role)), { token: tokens[role], tenant: TENANT });
        const forbidden = response.errors?.filter((e) => e.extensions.code === 'FORBIDDEN') ?? [];
        const denied = needed.find((route) => !granted(role, route!));
        if (denied && forbidden[0]?.message !== forbiddenMessage(denied)) {
          mismatches.push(
            `${role} ${op.field}: ${JSON.stringify(response.errors ?? response.data)}, expected FORBIDDEN '${forbiddenMessage(denied)}'`,
          );
        }
        // As for REST: a Speaker-role user is refused another speaker's record (this id) by the rule, not the grant.
        const otherSpeaker = role === 'speaker' && forbidden.every((e) => e.message === SPEAKER_MESSAGES.otherSpeaker);
        if (!denied && forbidden.length && !otherSpeaker) {
          mismatches.push(
            `${role} ${op.field}: ${forbidden[0]!.message}, but ${needed.map((r) => r!.permission!.join(':')).join(', ') || 'no permission'} is granted`,
          );
        }
      }
    }
    expect(mutations.length).toBeGreaterThan(5);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 150_000);
});
