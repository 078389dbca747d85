import { Button, Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  COMPARATORS,
  comparatorsFor,
  isRatingType,
  isSelectType,
  QUESTION_LIMITS,
  RATING_SCALES,
  type ComparatorId,
  type RuleNode,
} from '../../../../api/src/areas/questions/contract.ts';
import { withoutNode } from './questionForm.ts';
import { useQuestionScope } from './questionScope.ts';
import { questionName } from './useFieldError.ts';
import { useDropdownStyles } from './dropdownStyles.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end', minWidth: 0 },
  question: { flexGrow: 2, flexBasis: '200px', minWidth: 0 },
  item: { flexGrow: 1, flexBasis: '130px', minWidth: 0 },
});

interface Props {
  node: RuleNode;
  /** The condition's name: "Required when, rule 1". */
  label: string;
}

/** One condition of a rule: an earlier question, a comparator its type offers (`comparatorsFor`) and the value
 *  that comparator takes, entered as fits the type — one of the answers of a select question (compared by text),
 *  a number of a rating's scale, a text for free text; none for is true, is false, empty and not empty. */
export function RuleCondition({ node, label }: Props) {
  const styles = useStyles();
  const dropdown = useDropdownStyles();
  const { question, earlier, disabled, error, set } = useQuestionScope();
  const at = `rules.${question.rules.indexOf(node)}`;
  const target = earlier.find((q) => q.ref === node.questionRef);
  const comparator = node.comparatorId ? COMPARATORS[node.comparatorId] : undefined;
  const setNode = (next: Partial<RuleNode>) => set(at, { ...node, ...next });

  const chooseQuestion = (ref: string) => {
    const chosen = earlier.find((q) => q.ref === ref);
    if (!chosen || ref === node.questionRef) return;
    const keep = node.comparatorId && comparatorsFor(chosen.type).includes(node.comparatorId);
    setNode({ questionRef: ref, comparatorId: keep ? node.comparatorId : null, value: null });
  };

  const valueInput = () => {
    if (!target || !comparator || comparator.inputs === 0) return null;
    const value = node.value ?? '';
    const message = error(`${at}.value`);
    if (isSelectType(target.type)) {
      const texts = target.choices.map((c) => c.text.trim()).filter(Boolean);
      return (
        <Field className={styles.item} label="Value" required validationMessage={message}>
          <Dropdown
            className={dropdown.dropdown}
            placeholder="Choose an answer"
            value={value}
            selectedOptions={[value]}
            disabled={disabled}
            onOptionSelect={(_e, d) => setNode({ value: d.optionValue ?? null })}
          >
            {texts.map((text) => (
              <Option key={text} value={text}>
                {text}
              </Option>
            ))}
          </Dropdown>
        </Field>
      );
    }
    const rating = isRatingType(target.type) ? RATING_SCALES[target.type] : undefined;
    return (
      <Field className={styles.item} label="Value" required validationMessage={message}>
        <Input
          type={rating ? 'number' : 'text'}
          min={rating ? 1 : undefined}
          max={rating}
          maxLength={rating ? undefined : QUESTION_LIMITS.conditionValue}
          value={value}
          disabled={disabled}
          onChange={(_e, d) => setNode({ value: d.value === '' ? null : d.value })}
        />
      </Field>
    );
  };

  return (
    <div className={styles.row} role="group" aria-label={label}>
      <Field className={styles.question} label="Question" required validationMessage={error(`${at}.questionRef`)}>
        <Dropdown
          className={dropdown.dropdown}
          placeholder="Choose a question"
          value={target ? questionName(earlier, target.ref) : ''}
          selectedOptions={node.questionRef ? [node.questionRef] : []}
          disabled={disabled}
          onOptionSelect={(_e, d) => d.optionValue && chooseQuestion(d.optionValue)}
        >
          {earlier.map((q) => (
            <Option key={q.ref} value={q.ref}>
              {questionName(earlier, q.ref)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field className={styles.item} label="Comparator" required validationMessage={error(`${at}.comparatorId`)}>
        <Dropdown
          className={dropdown.dropdown}
          placeholder="Choose"
          value={comparator?.name ?? ''}
          selectedOptions={node.comparatorId ? [node.comparatorId] : []}
          disabled={disabled || !target}
          onOptionSelect={(_e, d) => {
            const id = d.optionValue as ComparatorId | undefined;
            if (id) setNode({ comparatorId: id, value: COMPARATORS[id].inputs === 0 ? null : node.value });
          }}
        >
          {target &&
            comparatorsFor(target.type).map((id) => (
              <Option key={id} value={id}>
                {COMPARATORS[id].name}
              </Option>
            ))}
        </Dropdown>
      </Field>
      {valueInput()}
      <Button
        icon={<DeleteRegular />}
        disabled={disabled}
        aria-label={`Delete ${label}`}
        onClick={() => set('rules', withoutNode(question.rules, node.id))}
      />
    </div>
  );
}
