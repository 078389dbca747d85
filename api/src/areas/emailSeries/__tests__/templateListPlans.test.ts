// The Email Template List at scale (migration 0037): on PostgreSQL the type sort reads its page from the type-rank
// index, and a search reads the trigram index (PGlite runs the same SQL; its plans say nothing of a server). What the
// search finds is emailTemplates.test.ts's, on both engines.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { TYPE_RANK } from '../templateRoutes.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the email template list plans on PostgreSQL', () => {
  const api = useApi(ENGINES.find((e) => e.name === 'postgres')!);

  beforeAll(async () => {
    // Templates of no series, enough that the planner weighs the indexes as at scale.
    await api.owner(sql`insert into email_templates (tenant_id, name, subject, email_template_type_id)
      select 'demo', 'Load template ' || n, 'Load subject ' || n, 1 + n % 30 from generate_series(1, 20000) n`);
    // As VACUUM would (it cannot run in the harness's transaction): the new rows leave the trigram index's pending list.
    await api.owner(sql`select gin_clean_pending_list('email_templates_search')`);
    await api.owner(sql`analyze email_templates`);
  });

  it("sorts by type from migration 0037's index: the list's ORDER BY is the index's expression", async () => {
    const plan = await api.db.withTenant('demo', async (tx) => {
      await tx.query(sql`set local enable_seqscan = off`);
      await tx.query(sql`set local enable_sort = off`);
      return tx.query(sql`explain (format json) select t.id from email_templates t order by ${TYPE_RANK}, t.id limit 10`);
    });
    expect(JSON.stringify(plan)).toContain('"Index Name":"email_templates_type_rank"');
  });

  it('searches name and subject through the trigram index (the search function as its owner runs it)', async () => {
    const [plan] = await api.db.asOwner(async (tx) => {
      await tx.query(sql`set local enable_seqscan = off`);
      return tx.query(sql`explain (format json) select id from email_templates where tenant_id = 'demo'
        and (name ilike '%template 4999%' or subject ilike '%template 4999%')`);
    });
    expect(JSON.stringify(plan)).toContain('"Index Name":"email_templates_search"');
  });
});
