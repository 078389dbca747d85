import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { LOOKUP_LIMITS } from '../lists.ts';

const ADMIN = 'admin@demo.test';

// Spec 001 §9: the pickers filled with every row ask registration templates with limit 3,000, field reps with 1,000.
describe.each(ENGINES)('lookup sizes of spec 001 §9 on $name', (engine) => {
  const api = useApi(engine);

  it('lists registration templates by 3,000 (-1 = that many), and no more; other lists stay at 1,000', async () => {
    expect(LOOKUP_LIMITS).toEqual({ registrationTemplates: 3000, fieldReps: 1000 });
    await api.owner(
      sql`insert into registration_templates (tenant_id, name) select 'demo', 'Bulk template ' || g from generate_series(1, 1100) g`,
    );
    const page = await api.call('GET', '/registration-templates', { as: ADMIN, query: { limit: 3000 } });
    expect(page.status, JSON.stringify(page.body).slice(0, 200)).toBe(200);
    expect(page.body.results).toHaveLength(page.body.count);
    expect(page.body.count).toBeGreaterThan(1100);
    expect((await api.call('GET', '/registration-templates', { as: ADMIN, query: { limit: -1 } })).body.results).toHaveLength(
      page.body.count,
    );
    const over = await api.call('GET', '/registration-templates', { as: ADMIN, query: { limit: 3001 } });
    expect(over).toEqual({ status: 400, body: expect.objectContaining({ message: 'limit must be at most 3000' }) });
    expect((await api.call('GET', '/field-reps', { as: ADMIN, query: { limit: 1000 } })).status).toBe(200);
    expect((await api.call('GET', '/venues', { as: ADMIN, query: { limit: 1001 } })).body.message).toBe('limit must be at most 1000');
  });
});
