import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Answers } from '../../../api/src/areas/questions/contract.ts';
import type { Labels } from './i18n.ts';
import { translateMessage } from './messages.ts';
import { QuestionField } from './QuestionField.tsx';
import { RichText } from './RichText.tsx';
import type { useQuestionForm } from './useQuestionForm.ts';

interface Props {
  form: ReturnType<typeof useQuestionForm>;
  labels: Labels;
  /** Fields before the questions (the registration page's person fields). */
  children?: ReactNode;
  consentText: string | null | undefined;
  privacyPolicyLink: string | null | undefined;
  submitLabel: string;
  /** Checks the fields before the questions and shows their errors; answers how many it found. */
  validateOthers?: () => number;
  /** Sends the accepted answers with the honeypot's value; answers a form-level message when it was refused. */
  onSubmit: (answers: Answers, website: string) => Promise<string | null>;
}

/**
 * The respondent's form: the questions with their rules live, the consent text, the privacy link and the submit
 * button. A submit with errors says how many in an alert (read at once) and moves the focus to the first one.
 */
export function QuestionForm({ form, labels, children, consentText, privacyPolicyLink, submitLabel, validateOthers, onSubmit }: Props) {
  const element = useRef<HTMLFormElement>(null);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const others = validateOthers?.() ?? 0;
    const checked = form.submit();
    const count = others + Object.keys(checked.errors).length;
    if (count > 0) {
      setAlert(labels.errorsSummary(count));
      setFocusRequest((n) => n + 1);
      return;
    }
    setSending(true);
    setAlert('');
    const refused = await onSubmit(checked.accepted, website);
    setSending(false);
    if (refused !== null) {
      setAlert(refused);
      setFocusRequest((n) => n + 1);
    }
  }

  return (
    <form ref={element} noValidate onSubmit={submit}>
      {children}
      {form.shown.map((question) => (
        <QuestionField
          key={question.ref}
          question={question}
          value={form.answers[question.ref]}
          required={form.states[question.ref]?.required ?? false}
          error={form.errors[question.ref] && translateMessage(labels, form.errors[question.ref]!)}
          labels={labels}
          onChange={(value) => form.setAnswer(question.ref, value)}
        />
      ))}
      {/* A field people never see or reach; bots fill it in, and a filled one makes the server store nothing. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="website">Website</label>
        <input
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <RichText className="consent" html={consentText} />
      {privacyPolicyLink && (
        <p>
          <a href={privacyPolicyLink} target="_blank" rel="noopener noreferrer">
            {labels.privacyPolicy}
          </a>
        </p>
      )}
      <p className="alert" role="alert">
        {alert}
      </p>
      <button type="submit" className="submit" disabled={sending}>
        {sending ? labels.sending : submitLabel}
      </button>
    </form>
  );
}
