import { Button, Checkbox, makeStyles, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { FIELD_LABELS, newGroup } from './questionForm.ts';
import { useQuestionScope } from './questionScope.ts';
import { RuleGroup } from './RuleGroup.tsx';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  field: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
});

/** A question's Rules panel (spec 001 §2, §3 "Rules"): Required and Visible, each a checkbox — the answer when the
 *  field has no rules — or, after Add Rule, the rules that decide it: a root AND/OR group of conditions on earlier
 *  questions and nested groups, kept as the contract's flat `RuleNode` list. */
export function RulesPanel() {
  const styles = useStyles();
  const { question, disabled, error, set } = useQuestionScope();
  const rulesError = error('rules');

  return (
    <div className={styles.panel} role="group" aria-label="Rules">
      <Text weight="semibold">Rules</Text>
      {(['required', 'visible'] as const).map((field) => {
        const root = question.rules.find((n) => n.field === field && n.parentId === null);
        return root ? (
          <RuleGroup key={field} node={root} label={`${FIELD_LABELS[field]} when`} />
        ) : (
          <div key={field} className={styles.field}>
            <Checkbox
              label={FIELD_LABELS[field]}
              checked={question[field]}
              disabled={disabled}
              onChange={(_e, d) => set(field, d.checked === true)}
            />
            <Button
              icon={<AddRegular />}
              disabled={disabled}
              aria-label={`Add Rule to ${FIELD_LABELS[field]}`}
              onClick={() => set('rules', [...question.rules, ...newGroup(field, null)])}
            >
              Add Rule
            </Button>
          </div>
        );
      })}
      {rulesError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{rulesError}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
