import { Button, Card, CardHeader, Field, Input, Select, Text } from '@fluentui/react-components';
import { useId, useState } from 'react';
import {
  EXPENSE_RULE_MESSAGES,
  expenseRulesProblem,
  TENANT_FAILURES as F,
  TENANT_MESSAGES as M,
} from '../../../../../api/src/areas/tenant/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { errorMessage } from '../../../relay/environment.ts';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { useSaveExpenseFilteringRulesMutation } from '../mutations/useTenantConfigurationMutations.ts';
import { useCardStyles } from './TenantConfigurationScreen.tsx';
import { useUnsavedSection } from '../../../shared/UnsavedSections.tsx';
import { useVisuallyHiddenStyles } from '../../../shared/visuallyHidden.ts';

type Rule = { comparisonType: string; comparisonString: string };

/**
 * Spec 002 §2.20 / §5: rows of comparison type and string; Save Rules is disabled with the spec's reason, its description
 * and tooltip; 'Incomplete rule(s)' and 'Duplicate rule(s)' also show under the rows, 'No changes made' (the card as it
 * was loaded) does not stand there for good (issue 28 #16). A failed save says so in the card (§8): the service refused it
 * (its reason is also toasted) or did not answer.
 */
export function ExpenseRulesCard({ rules, comparisonTypes }: { rules: readonly Rule[]; comparisonTypes: readonly string[] }) {
  const styles = useCardStyles();
  // 'No changes made' is read to screen readers as Save Rules' description, not shown as a line of its own.
  const own = useVisuallyHiddenStyles();
  const notify = useNotify();
  const reasonId = useId();
  const [rows, setRowsState] = useState<Rule[]>(rules.map((r) => ({ ...r })));
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, saving] = useSaveExpenseFilteringRulesMutation();
  const problem = expenseRulesProblem(rows, rules);
  const setRows = (next: (all: Rule[]) => Rule[]) => {
    setFailure(null);
    setRowsState(next);
  };
  const update = (i: number, patch: Partial<Rule>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async () => {
    const input = { rules: rows.map((r) => ({ comparisonType: r.comparisonType, comparisonString: r.comparisonString.trim() })) };
    let error: Error | undefined;
    if (!(await commitAsync(commit, { input }, (e) => (error = e)))) {
      // `errorMessage` answers the fallback ('') only when the service gave no answer.
      setFailure(error && errorMessage(error, '') === '' ? F.rulesNoAnswer : F.rulesRefused);
      return;
    }
    notify('success', M.rulesSaved);
  };
  useUnsavedSection(problem !== EXPENSE_RULE_MESSAGES.unchanged, () => void save());
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
      {problem && (
        <Text id={reasonId} className={problem === EXPENSE_RULE_MESSAGES.unchanged ? own.visuallyHidden : styles.hint}>
          {problem}
        </Text>
      )}
      {failure && (
        <Text role="alert" className={styles.hint}>
          {failure}
        </Text>
      )}
      <div className={styles.actions}>
        <Button onClick={() => setRows((all) => [...all, { comparisonType: comparisonTypes[0] ?? '', comparisonString: '' }])}>
          Add Rule
        </Button>
        <Button
          appearance="primary"
          disabled={saving || problem !== null}
          aria-describedby={problem ? reasonId : undefined}
          title={problem ?? undefined}
          onClick={() => void save()}
        >
          Save Rules
        </Button>
      </div>
    </Card>
  );
}
