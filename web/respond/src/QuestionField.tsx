import type { AnswerValue, ChoiceDef, QuestionDef } from '../../../api/src/areas/questions/contract.ts';
import type { ReactNode } from 'react';
import type { Labels } from './i18n.ts';

interface Props {
  question: QuestionDef;
  value: AnswerValue | null | undefined;
  required: boolean;
  error: string | undefined;
  labels: Labels;
  onChange: (value: AnswerValue | null) => void;
}

type Selection = { choiceRefs: string[]; openText?: Record<string, string> };

/** The id of a question's first input: what a label points at and what gets the focus when it has an error. */
export const inputId = (ref: string) => `q-${ref}`;
const errorId = (ref: string) => `q-${ref}-error`;

function selectionOf(value: AnswerValue | null | undefined): Selection {
  return typeof value === 'object' && value !== null ? value : { choiceRefs: [] };
}

/** A question's text with its required mark (the mark is read as "required"). */
function QuestionText({ question, required, labels }: Pick<Props, 'question' | 'required' | 'labels'>) {
  return (
    <>
      {question.text}
      {required && (
        <>
          <span className="mark" aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden"> ({labels.required})</span>
        </>
      )}
    </>
  );
}

/** One question as the respondent answers it: its notes, its input(s) for its type and its error in place. */
export function QuestionField({ question, value, required, error, labels, onChange }: Props) {
  const { ref } = question;
  const described = [question.info ? `${inputId(ref)}-info` : null, error ? errorId(ref) : null].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const info = question.info ? (
    <p className="info" id={`${inputId(ref)}-info`}>
      {question.info}
    </p>
  ) : null;
  const message = (
    <p className="error" id={errorId(ref)} hidden={!error}>
      {error}
    </p>
  );

  let body;
  if (question.type === 'checkbox') {
    body = (
      <div className="field">
        <div className="check">
          <input
            id={inputId(ref)}
            type="checkbox"
            checked={value === true}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={inputId(ref)}>
            <QuestionText question={question} required={required} labels={labels} />
          </label>
        </div>
        {info}
        {message}
      </div>
    );
  } else if (question.type === 'free-text') {
    body = (
      <div className="field">
        <label htmlFor={inputId(ref)}>
          <QuestionText question={question} required={required} labels={labels} />
        </label>
        {info}
        <textarea
          id={inputId(ref)}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          aria-required={required || undefined}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
        {message}
      </div>
    );
  } else if (question.type === 'single-select' || question.type === 'multi-select') {
    body = (
      <ChoiceGroup
        question={question}
        selection={selectionOf(value)}
        multiple={question.type === 'multi-select'}
        required={required}
        labels={labels}
        info={info}
        message={message}
        described={described}
        invalid={invalid}
        onChange={(selection) => onChange(selection.choiceRefs.length === 0 ? null : selection)}
      />
    );
  } else {
    const max = Number(question.type.slice('rating-'.length));
    body = (
      <fieldset
        className="field"
        role="radiogroup"
        aria-required={required || undefined}
        aria-invalid={invalid}
        aria-describedby={described}
      >
        <legend>
          <QuestionText question={question} required={required} labels={labels} />
        </legend>
        {info}
        <div className="rating">
          {question.minLabel && <span className="scale">{question.minLabel}</span>}
          <div className="steps">
            {Array.from({ length: max }, (_, index) => index + 1).map((step) => (
              <label key={step} className="step">
                <input
                  id={step === 1 ? inputId(ref) : undefined}
                  type="radio"
                  name={inputId(ref)}
                  value={step}
                  checked={value === step}
                  onChange={() => onChange(step)}
                />
                <span aria-hidden="true">{step}</span>
                <span className="visually-hidden">{labels.ratingOf(step, max)}</span>
              </label>
            ))}
          </div>
          {question.maxLabel && <span className="scale">{question.maxLabel}</span>}
        </div>
        {message}
      </fieldset>
    );
  }

  return (
    <div className="question">
      {question.preNotes && <p className="notes">{question.preNotes}</p>}
      {body}
      {question.postNotes && <p className="notes">{question.postNotes}</p>}
    </div>
  );
}

interface ChoiceGroupProps {
  question: QuestionDef;
  selection: Selection;
  multiple: boolean;
  required: boolean;
  labels: Labels;
  info: ReactNode;
  message: ReactNode;
  described: string | undefined;
  invalid: true | undefined;
  onChange: (selection: Selection) => void;
}

/** Radio buttons (single-select) or checkboxes (multi-select); a chosen open-field choice asks for its text. */
function ChoiceGroup({ question, selection, multiple, required, labels, info, message, described, invalid, onChange }: ChoiceGroupProps) {
  const choices = [...question.choices].sort((a, b) => a.order - b.order);
  const toggle = (choice: ChoiceDef, checked: boolean) => {
    const choiceRefs = multiple
      ? checked
        ? [...selection.choiceRefs, choice.ref]
        : selection.choiceRefs.filter((ref) => ref !== choice.ref)
      : [choice.ref];
    const openText = Object.fromEntries(Object.entries(selection.openText ?? {}).filter(([ref]) => choiceRefs.includes(ref)));
    onChange(Object.keys(openText).length > 0 ? { choiceRefs, openText } : { choiceRefs });
  };
  const setOpenText = (choice: ChoiceDef, text: string) =>
    onChange({ choiceRefs: selection.choiceRefs, openText: { ...selection.openText, [choice.ref]: text } });

  return (
    <fieldset
      className="field"
      role={multiple ? undefined : 'radiogroup'}
      aria-required={(!multiple && required) || undefined}
      aria-invalid={invalid}
      aria-describedby={described}
    >
      <legend>
        <QuestionText question={question} required={required} labels={labels} />
      </legend>
      {info}
      {choices.map((choice, index) => {
        const id = index === 0 ? inputId(question.ref) : `${inputId(question.ref)}-${choice.ref}`;
        const checked = selection.choiceRefs.includes(choice.ref);
        return (
          <div key={choice.ref} className="choice">
            <div className="check">
              <input
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                name={inputId(question.ref)}
                checked={checked}
                onChange={(event) => toggle(choice, event.target.checked)}
              />
              <label htmlFor={id}>{choice.text}</label>
            </div>
            {choice.openField && checked && (
              <input
                className="open"
                type="text"
                aria-label={`${choice.text}: ${labels.otherText}`}
                value={selection.openText?.[choice.ref] ?? ''}
                onChange={(event) => setOpenText(choice, event.target.value)}
              />
            )}
          </div>
        );
      })}
      {message}
    </fieldset>
  );
}
