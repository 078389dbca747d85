import { randomBytes } from 'node:crypto';
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
  // Numbers only where no digit touches them (`Event 266 not found`, `%5B266%5D` in an echoed URL).
  for (const value of plugged) {
    const pattern = /^\d+$/.test(value) ? `(?<!\\d)${value}(?!\\d)` : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
