import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import { CONFIGURES } from '../../platform/policy/configuration.ts';
import { expenseRule, expenseRules } from './answers.ts';
import { recordChange } from './configurationChanges.ts';
import { COMPARISON_TYPES, expenseRulesProblem, type ExpenseRule } from './contract.ts';

export { COMPARISON_TYPES, EXPENSE_RULE_MESSAGES, expenseRulesProblem } from './contract.ts';

const rulesOf = (tx: Tx) =>
  tx.query<ExpenseRule>(sql`select comparison_type as "comparisonType", comparison_string as "comparisonString"
    from expense_filtering_rules order by id`);

const storedRules = (tx: Tx) =>
  tx.query<ExpenseRule & { id: number }>(sql`select id, comparison_type as "comparisonType", comparison_string as "comparisonString"
    from expense_filtering_rules order by id`);

const ruleInput = z.object({
  comparisonType: z.string().max(50).nullable().optional(),
  comparisonString: z.string().max(500, 'A comparison string has at most 500 characters').nullable().optional(),
});

/** 400 for a comparison type that is none of `COMPARISON_TYPES`. */
function refuseUnknownTypes(rules: readonly z.output<typeof ruleInput>[]) {
  const unknown = rules.find((r) => r.comparisonType && !(COMPARISON_TYPES as readonly string[]).includes(r.comparisonType));
  if (unknown) throw new HttpError(400, `comparisonType must be one of ${COMPARISON_TYPES.join(', ')}`);
}

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
      refuseUnknownTypes(body.rules);
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

  // Spec 002 §7's single-rule calls, beside the whole-list save: the same policy, texts (a rule the list already has is
  // 'Duplicate rule(s)'), audit and configuration-change record.
  route({
    method: 'GET',
    url: '/expenses/rules',
    permission: ['product', 'update'],
    answer: z.array(expenseRule),
    handler: ({ tx }) => storedRules(tx),
  });

  route({
    method: 'POST',
    url: '/expenses/rule',
    ...CONFIGURES.settings,
    status: 201,
    schema: { body: ruleInput },
    answer: expenseRule,
    handler: async ({ tx, tenantId, body, audit, user }) => {
      refuseUnknownTypes([body]);
      const before = await rulesOf(tx);
      const problem = expenseRulesProblem([...before, body], before);
      if (problem) throw new HttpError(400, problem);
      const rule = { comparisonType: body.comparisonType!, comparisonString: body.comparisonString!.trim() };
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into expense_filtering_rules (tenant_id, comparison_type, comparison_string)
          values (${tenantId}, ${rule.comparisonType}, ${rule.comparisonString}) returning id`),
      );
      await audit('expense_filtering_rules', id, 'create', ['comparisonType', 'comparisonString']);
      await recordChange(tx, tenantId, user.id, 'expense_rules', 'expense filtering rules', before, [...before, rule]);
      return { id, ...rule };
    },
  });

  route({
    method: 'DELETE',
    url: '/expenses/rule/:id',
    ...CONFIGURES.settings,
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, tenantId, params, audit, user }) => {
      const before = await storedRules(tx);
      if (!before.some((r) => r.id === params.id)) throw notFound('Expense filtering rule', params.id);
      await tx.query(sql`delete from expense_filtering_rules where id = ${params.id}`);
      await audit('expense_filtering_rules', params.id, 'delete');
      const strip = (rules: typeof before) => rules.map(({ comparisonType, comparisonString }) => ({ comparisonType, comparisonString }));
      await recordChange(
        tx,
        tenantId,
        user.id,
        'expense_rules',
        'expense filtering rules',
        strip(before),
        strip(before.filter((r) => r.id !== params.id)),
      );
      return undefined;
    },
  });
}
