import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { CONFIGURES } from '../../platform/policy/configuration.ts';
import { expenseRules } from './answers.ts';
import { recordChange } from './configurationChanges.ts';
import { COMPARISON_TYPES, expenseRulesProblem, type ExpenseRule } from './contract.ts';

export { COMPARISON_TYPES, EXPENSE_RULE_MESSAGES, expenseRulesProblem } from './contract.ts';

const rulesOf = (tx: Tx) =>
  tx.query<ExpenseRule>(sql`select comparison_type as "comparisonType", comparison_string as "comparisonString"
    from expense_filtering_rules order by id`);

const ruleInput = z.object({
  comparisonType: z.string().max(50).nullable().optional(),
  comparisonString: z.string().max(500, 'A comparison string has at most 500 characters').nullable().optional(),
});

export function expenseRuleRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/tenant/expense-filtering-rules',
    permission: ['product', 'update'],
    answer: expenseRules,
    handler: ({ tx }) => rulesOf(tx),
  });

  // The whole list at once (the card's Save Rules): 400 with the spec's texts when incomplete, duplicated or unchanged.
  route({
    method: 'PUT',
    url: '/tenant/expense-filtering-rules',
    ...CONFIGURES.settings,
    schema: { body: z.object({ rules: z.array(ruleInput).max(200, 'At most 200 rules') }) },
    answer: expenseRules,
    handler: async ({ tx, tenantId, body, audit, user }) => {
      const unknown = body.rules.find((r) => r.comparisonType && !(COMPARISON_TYPES as readonly string[]).includes(r.comparisonType));
      if (unknown) throw new HttpError(400, `comparisonType must be one of ${COMPARISON_TYPES.join(', ')}`);
      const before = await rulesOf(tx);
      const problem = expenseRulesProblem(body.rules, before);
      if (problem) throw new HttpError(400, problem);
      const after = body.rules.map((r) => ({ comparisonType: r.comparisonType!, comparisonString: r.comparisonString!.trim() }));
      await tx.query(sql`delete from expense_filtering_rules`);
      for (const rule of after) {
        await tx.query(sql`insert into expense_filtering_rules (tenant_id, comparison_type, comparison_string)
          values (${tenantId}, ${rule.comparisonType}, ${rule.comparisonString})`);
      }
      await audit('expense_filtering_rules', null, 'update', ['rules', String(after.length)]);
      await recordChange(tx, tenantId, user.id, 'expense_rules', 'expense filtering rules', before, after);
      return after;
    },
  });
}
