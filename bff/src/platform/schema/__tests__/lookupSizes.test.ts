import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../__tests__/stack.ts';

// Spec 001 §9: the event form's selects load every registration template (limit 3,000) and every field rep (1,000);
// the web asks `first: -1` of those two connections.
const LOOKUPS = `{
  registrationTemplates(first: -1) { totalCount edges { node { internalId } } }
  fieldReps(first: -1) { totalCount edges { node { internalId } } }
}`;

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  await stack.api.db.asOwner(async (tx) => {
    await tx.query(
      sql`insert into registration_templates (tenant_id, name) select 'demo', 'Bulk template ' || g from generate_series(1, 1100) g`,
    );
    await tx.query(sql`insert into field_reps (tenant_id, name, email)
      select 'demo', 'Bulk rep ' || g, 'bulk-rep-' || g || '@example.com' from generate_series(1, 1010) g`);
  });
});
afterAll(() => stack?.close());

describe('the lookups of spec 001 §9 at their sizes', () => {
  it('answers every registration template up to 3,000 and every field rep up to 1,000 for first -1', async () => {
    const { data, errors } = await stack.gql<{
      registrationTemplates: { totalCount: number; edges: unknown[] };
      fieldReps: { totalCount: number; edges: unknown[] };
    }>(LOOKUPS, { token: admin });
    expect(errors).toBeUndefined();
    expect(data!.registrationTemplates.totalCount).toBeGreaterThan(1100);
    expect(data!.registrationTemplates.edges).toHaveLength(data!.registrationTemplates.totalCount);
    expect(data!.fieldReps.totalCount).toBeGreaterThan(1010);
    expect(data!.fieldReps.edges).toHaveLength(1000);
  });
});
