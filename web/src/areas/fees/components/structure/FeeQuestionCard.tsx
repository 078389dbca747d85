import { Badge, Button, Caption1, Card, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFormikContext } from 'formik';
import { FEE_LIMITS as L } from '../../../../../../api/src/areas/fees/contract.ts';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { move } from '../../../../shared/move.ts';
import { newOption, OPERATION_OPTIONS, type FeeOperation, type QuestionDraft, type StructureValues } from './feeStructureSchema.ts';

const useStyles = makeStyles({
  card: { padding: '12px 16px', display: 'flex', flexDirection: 'column', gap: '8px' },
  // Items keep their own height: a message under one field moves no other field of its row.
  header: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  step: { marginTop: '26px', flexShrink: 0 },
  label: { flex: '2 1 220px' },
  category: { flex: '1 1 160px' },
  buttons: { display: 'flex', gap: '4px', marginTop: '24px' },
  options: { display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyleType: 'none' },
  option: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  field: { flex: '1 1 240px' },
  operation: { width: '150px' },
  note: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  index: number;
  count: number;
  onDelete(): void;
}

/** One question of the fee structure (spec 002 §3 "Fee structure"): its place in the calculation, label, category and
 *  options (field and operation; the first question's options add, so they have no operation). */
export function FeeQuestionCard({ index, count, onDelete }: Props) {
  const styles = useStyles();
  const f = useFormikContext<StructureValues>();
  const question = f.values.questions[index] as QuestionDraft;
  const path = `questions.${index}`;
  const name = question.label.trim() || `question ${index + 1}`;
  const first = index === 0;
  const setOptions = (options: QuestionDraft['options']) => f.setFieldValue(`${path}.options`, options);
  const moveQuestion = (by: -1 | 1) => f.setFieldValue('questions', move(f.values.questions, index, by));

  return (
    <Card className={styles.card} role="group" aria-label={`Question ${index + 1}: ${question.label.trim() || 'New question'}`}>
      <div className={styles.header}>
        <Badge className={styles.step} appearance="tint" shape="rounded" aria-label={`Step ${index + 1} of the calculation`}>
          {index + 1}
        </Badge>
        <Field className={styles.label} label="Label" required validationMessage={fieldMessage(f, `${path}.label`)}>
          <Input name={`${path}.label`} value={question.label} maxLength={L.label} onChange={f.handleChange} onBlur={f.handleBlur} />
        </Field>
        <Field className={styles.category} label="Category" required validationMessage={fieldMessage(f, `${path}.category`)}>
          <Input
            name={`${path}.category`}
            value={question.category}
            maxLength={L.category}
            onChange={f.handleChange}
            onBlur={f.handleBlur}
          />
        </Field>
        <div className={styles.buttons}>
          <Button icon={<ArrowUpRegular />} disabled={first} onClick={() => moveQuestion(-1)} aria-label={`Move ${name} up`} />
          <Button
            icon={<ArrowDownRegular />}
            disabled={index === count - 1}
            onClick={() => moveQuestion(1)}
            aria-label={`Move ${name} down`}
          />
          <Button icon={<DeleteRegular />} onClick={onDelete} aria-label={`Delete ${name}`} />
        </div>
      </div>
      {first && (
        <Caption1 className={styles.note}>First in the calculation: this question has no operation, its options count as Add.</Caption1>
      )}
      <ul className={styles.options} aria-label={`Options of ${name}`}>
        {question.options.map((option, j) => {
          const at = `${path}.options.${j}`;
          const optionName = option.field.trim() || `option ${j + 1}`;
          return (
            <li key={option.key} className={styles.option}>
              <Field className={styles.field} required validationMessage={fieldMessage(f, `${at}.field`)}>
                <Input
                  aria-label="Field"
                  placeholder="Field (the answer)"
                  name={`${at}.field`}
                  value={option.field}
                  maxLength={L.field}
                  onChange={f.handleChange}
                  onBlur={f.handleBlur}
                />
              </Field>
              {!first && (
                <Field className={styles.operation} required validationMessage={fieldMessage(f, `${at}.operation`)}>
                  <Select
                    aria-label="Operation"
                    name={`${at}.operation`}
                    value={option.operation}
                    onChange={(_e, d) => f.setFieldValue(`${at}.operation`, d.value as FeeOperation | '')}
                    onBlur={f.handleBlur}
                  >
                    <option value="" disabled>
                      Operation…
                    </option>
                    {OPERATION_OPTIONS.map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <Button
                icon={<DeleteRegular />}
                disabled={question.options.length === 1}
                onClick={() => setOptions(question.options.filter((_, k) => k !== j))}
                aria-label={`Delete option ${optionName}`}
              />
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          icon={<AddRegular />}
          disabled={question.options.length >= L.options}
          onClick={() => setOptions([...question.options, newOption()])}
          aria-label={`Add option to ${name}`}
        >
          Add option
        </Button>
      </div>
    </Card>
  );
}
