import { Button, Card, CardHeader, Field, Input, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { expenseRulesProblem, TENANT_MESSAGES as M } from '../../../../../api/src/areas/tenant/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { useSaveExpenseFilteringRulesMutation } from '../mutations/useTenantConfigurationMutations.ts';
import { useCardStyles } from './TenantConfigurationScreen.tsx';

type Rule = { comparisonType: string; comparisonString: string };

/** Spec 002 §2.20 / §5: rows of comparison type and string; Save Rules is disabled with the spec's reason. */
export function ExpenseRulesCard({ rules, comparisonTypes }: { rules: readonly Rule[]; comparisonTypes: readonly string[] }) {
  const styles = useCardStyles();
  const notify = useNotify();
  const [rows, setRows] = useState<Rule[]>(rules.map((r) => ({ ...r })));
  const [commit, saving] = useSaveExpenseFilteringRulesMutation();
  const problem = expenseRulesProblem(rows, rules);
  const update = (i: number, patch: Partial<Rule>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">Expense Filtering Rules</Text>} />
      <div className={styles.column}>
        {rows.length === 0 && <Text className={styles.muted}>No rules</Text>}
        {rows.map((rule, i) => (
          <div key={i} className={styles.row} data-testid="expense-rule">
            <Field label="Comparison type">
              <Select value={rule.comparisonType} onChange={(_e, d) => update(i, { comparisonType: d.value })}>
                <option value="">Choose a type</option>
                {comparisonTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Comparison string" className={styles.grow}>
              <Input value={rule.comparisonString} onChange={(_e, d) => update(i, { comparisonString: d.value })} />
            </Field>
            <Button aria-label={`Remove rule ${i + 1}`} onClick={() => setRows((all) => all.filter((_r, j) => j !== i))}>
              Remove
            </Button>
          </div>
        ))}
      </div>
      {problem && problem !== 'No changes made' && <Text className={styles.hint}>{problem}</Text>}
      <div className={styles.actions}>
        <Button onClick={() => setRows((all) => [...all, { comparisonType: comparisonTypes[0] ?? '', comparisonString: '' }])}>
          Add Rule
        </Button>
        <Button
          appearance="primary"
          disabled={saving || problem !== null}
          title={problem ?? undefined}
          onClick={async () => {
            const input = { rules: rows.map((r) => ({ comparisonType: r.comparisonType, comparisonString: r.comparisonString.trim() })) };
            if (!(await commitAsync(commit, { input }))) return;
            notify('success', M.rulesSaved);
          }}
        >
          Save Rules
        </Button>
      </div>
    </Card>
  );
}
