import { Button, makeStyles, mergeClasses, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { LogicOperator, RuleNode } from '../../../../api/src/areas/questions/contract.ts';
import { newCondition, newGroup, withoutNode } from './questionForm.ts';
import { useQuestionScope } from './questionScope.ts';
import { RuleCondition } from './RuleCondition.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  nested: { paddingLeft: '12px', borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  title: { fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  node: RuleNode;
  /** The group's name: "Required when", "Required when, group 2". */
  label: string;
}

/** A group of rule conditions joined by AND or OR, with nested groups; Add Rule and Add Group add to it. A group
 *  left empty goes with its last condition (the root too: the field is then decided by its checkbox again). */
export function RuleGroup({ node, label }: Props) {
  const styles = useStyles();
  const { question, disabled, set } = useQuestionScope();
  const rules = question.rules;
  const setRules = (next: RuleNode[]) => set('rules', next);
  const children = rules.filter((n) => n.parentId === node.id);
  const isRoot = node.parentId === null;

  return (
    <div className={mergeClasses(styles.group, !isRoot && styles.nested)} role="group" aria-label={label}>
      <div className={styles.row}>
        <span className={styles.title}>{isRoot ? label : 'Group'}</span>
        <RadioGroup
          layout="horizontal"
          aria-label={`${label}: operator`}
          value={node.operator ?? 'AND'}
          disabled={disabled}
          onChange={(_e, d) => set(`rules.${rules.indexOf(node)}.operator`, d.value as LogicOperator)}
        >
          <Radio value="AND" label="AND" />
          <Radio value="OR" label="OR" />
        </RadioGroup>
        {!isRoot && (
          <Button
            icon={<DeleteRegular />}
            disabled={disabled}
            aria-label={`Delete ${label}`}
            onClick={() => setRules(withoutNode(rules, node.id))}
          />
        )}
      </div>
      {children.map((child, k) =>
        child.operator ? (
          <RuleGroup key={child.id} node={child} label={`${label}, group ${k + 1}`} />
        ) : (
          <RuleCondition key={child.id} node={child} label={`${label}, rule ${k + 1}`} />
        ),
      )}
      <div className={styles.row}>
        <Button
          icon={<AddRegular />}
          disabled={disabled}
          aria-label={`Add Rule to ${label}`}
          onClick={() => setRules([...rules, newCondition(node.field, node.id)])}
        >
          Add Rule
        </Button>
        <Button
          icon={<AddRegular />}
          disabled={disabled}
          aria-label={`Add Group to ${label}`}
          onClick={() => setRules([...rules, ...newGroup(node.field, node.id)])}
        >
          Add Group
        </Button>
      </div>
    </div>
  );
}
