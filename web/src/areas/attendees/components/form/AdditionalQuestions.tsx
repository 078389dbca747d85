import { Card, CardHeader, Checkbox, Field, Input, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useFormikContext } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import type { AnswerValue, QuestionDef } from '../../../../../../api/src/areas/questions/contract.ts';
import { isRatingType, RATING_SCALES } from '../../../../../../api/src/areas/questions/contract.ts';
import { evaluateQuestions, type AllowedCharactersTest } from '../../../../../../api/src/areas/questions/engine.ts';
import type { AttendeeFormValues } from './attendeeFormSchema.ts';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  choices: { display: 'flex', flexDirection: 'column', gap: '4px' },
  open: { marginLeft: '32px', maxWidth: '400px' },
  note: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3 },
});

type Selection = { choiceRefs: string[]; openText?: Record<string, string> };
const selectionOf = (value: AnswerValue | null | undefined): Selection =>
  typeof value === 'object' && value !== null ? value : { choiceRefs: [] };

/** The id of a question's first control (labels point at it; a refused submit focuses it). */
export const questionInputId = (ref: string) => `attendee-q-${ref}`;

interface QuestionProps {
  question: QuestionDef;
  required: boolean;
  disabled: boolean;
  error: string | undefined;
  value: AnswerValue | null | undefined;
  onChange(value: AnswerValue | null): void;
  onBlur(): void;
}

/** One registration question in Fluent controls: checkbox, free text, rating, single or multi select (open choices
 *  take a text when chosen). */
function Question({ question, required, disabled, error, value, onChange, onBlur }: QuestionProps) {
  const styles = useStyles();
  const id = questionInputId(question.ref);
  const label = question.text;
  const hint = [question.info, question.preNotes, question.postNotes].filter(Boolean).join(' ') || undefined;
  if (question.type === 'checkbox')
    return (
      <Field required={required} validationMessage={error} hint={hint}>
        <Checkbox
          id={id}
          label={label}
          checked={value === true}
          disabled={disabled}
          onChange={(_e, d) => onChange(d.checked === true)}
          onBlur={onBlur}
        />
      </Field>
    );
  if (question.type === 'free-text')
    return (
      // The input keeps its own id (a refused submit focuses it): the label is pointed at it, not at Field's own id.
      <Field label={{ children: label, htmlFor: id }} required={required} validationMessage={error} hint={hint}>
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          maxLength={question.maxLength ?? undefined}
          disabled={disabled}
          onChange={(_e, d) => onChange(d.value === '' ? null : d.value)}
          onBlur={onBlur}
        />
      </Field>
    );
  if (isRatingType(question.type)) {
    const scale = RATING_SCALES[question.type];
    return (
      <Field
        label={label}
        required={required}
        validationMessage={error}
        hint={[question.minLabel, question.maxLabel].filter(Boolean).join(' … ') || hint}
      >
        <RadioGroup
          id={id}
          layout="horizontal"
          value={typeof value === 'number' ? String(value) : ''}
          disabled={disabled}
          onChange={(_e, d) => onChange(Number(d.value))}
          onBlur={onBlur}
        >
          {Array.from({ length: scale }, (_, i) => (
            <Radio key={i} value={String(i + 1)} label={String(i + 1)} />
          ))}
        </RadioGroup>
      </Field>
    );
  }
  const selection = selectionOf(value);
  const set = (next: Selection) => onChange(next.choiceRefs.length ? next : null);
  const openText = (ref: string) =>
    question.choices.find((c) => c.ref === ref)?.openField && selection.choiceRefs.includes(ref) ? (
      <Input
        className={styles.open}
        aria-label={`${question.choices.find((c) => c.ref === ref)?.text ?? ''}: your answer`}
        value={selection.openText?.[ref] ?? ''}
        disabled={disabled}
        onChange={(_e, d) => set({ ...selection, openText: { ...selection.openText, [ref]: d.value } })}
        onBlur={onBlur}
      />
    ) : null;
  if (question.type === 'single-select')
    return (
      <Field label={label} required={required} validationMessage={error} hint={hint}>
        <RadioGroup
          id={id}
          value={selection.choiceRefs[0] ?? ''}
          disabled={disabled}
          onChange={(_e, d) =>
            set({
              choiceRefs: [d.value],
              ...(selection.openText?.[d.value] ? { openText: { [d.value]: selection.openText[d.value]! } } : {}),
            })
          }
          onBlur={onBlur}
        >
          {question.choices.map((c) => (
            <div key={c.ref}>
              <Radio value={c.ref} label={c.text} />
              {openText(c.ref)}
            </div>
          ))}
        </RadioGroup>
      </Field>
    );
  return (
    <Field label={label} required={required} validationMessage={error} hint={hint}>
      <div className={styles.choices} role="group" aria-label={label}>
        {question.choices.map((c, i) => (
          <div key={c.ref}>
            <Checkbox
              id={i === 0 ? id : undefined}
              label={c.text}
              checked={selection.choiceRefs.includes(c.ref)}
              disabled={disabled}
              onChange={(_e, d) => {
                const chosen = d.checked === true ? [...selection.choiceRefs, c.ref] : selection.choiceRefs.filter((r) => r !== c.ref);
                set({ ...selection, choiceRefs: chosen });
              }}
              onBlur={onBlur}
            />
            {openText(c.ref)}
          </div>
        ))}
      </div>
    </Field>
  );
}

/**
 * Additional Questions (spec 001 §2): the event's registration questions (opt-in forms left out), shown and required
 * as their rules say, recomputed by the shared engine on every answer — the service decides with the same module.
 */
export function AdditionalQuestions({
  questions,
  allows,
  disabled,
  loading,
}: {
  questions: readonly QuestionDef[];
  /** the allowed-characters test the questions need (null when none has a pattern) */
  allows: AllowedCharactersTest | null;
  disabled: boolean;
  loading: boolean;
}) {
  const styles = useStyles();
  const f = useFormikContext<AttendeeFormValues>();
  const states = evaluateQuestions(questions, f.values.answers, [], allows);
  const shown = questions.filter((q) => states[q.ref]?.visible && states[q.ref]?.reachable);
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text as="h3" weight="semibold" size={500}>
            Additional Questions
          </Text>
        }
      />
      {loading ? (
        <Text className={styles.empty}>Loading the event's questions…</Text>
      ) : shown.length === 0 ? (
        <Text className={styles.empty}>
          {f.values.eventId ? 'This event asks no registration questions.' : 'Choose an event to see its questions.'}
        </Text>
      ) : (
        shown.map((q) => (
          <Question
            key={q.ref}
            question={q}
            required={!!states[q.ref]?.required}
            disabled={disabled}
            error={fieldMessage(f, `answers.${q.ref}`)}
            value={f.values.answers[q.ref]}
            onChange={(value) => void f.setFieldValue('answers', { ...f.values.answers, [q.ref]: value })}
            onBlur={() => void f.setFieldTouched(`answers.${q.ref}`, true, false)}
          />
        ))
      )}
    </Card>
  );
}
