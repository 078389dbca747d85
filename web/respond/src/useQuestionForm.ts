import { useMemo, useState } from 'react';
import type { AnswerValue, Answers, QuestionDef, SkipLogicDef } from '../../../api/src/areas/questions/contract.ts';
import { evaluateQuestions, validateAnswers, type AllowedCharactersTest } from '../../../api/src/areas/questions/engine.ts';

/**
 * The answers of a question list with its rules live: what shows and what is required is recomputed by the shared
 * engine on every change (the server decides with the same module). Errors show once a submit was tried: the
 * engine's, recomputed as the respondent corrects them, else the server's for a field not changed since. `allows`
 * is the allowed-characters test the questions need (`withQuestionDefs`), the server's own (RE2).
 */
export function useQuestionForm(questions: QuestionDef[], skipLogic: SkipLogicDef[], allows: AllowedCharactersTest | null) {
  const ordered = useMemo(() => [...questions].sort((a, b) => a.order - b.order), [questions]);
  const [answers, setAnswers] = useState<Answers>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const states = useMemo(() => evaluateQuestions(ordered, answers, skipLogic, allows), [ordered, answers, skipLogic, allows]);
  const validation = useMemo(() => validateAnswers(ordered, answers, skipLogic, allows), [ordered, answers, skipLogic, allows]);
  const shown = ordered.filter((question) => states[question.ref]?.visible && states[question.ref]?.reachable);
  const errors: Record<string, string> = { ...serverErrors, ...(tried ? validation.errors : {}) };

  return {
    shown,
    states,
    answers,
    errors,
    /** Shows the errors from now on; answers them and the answers the server will accept (hidden and skipped ones dropped). */
    submit(): { errors: Record<string, string>; accepted: Answers } {
      setTried(true);
      setServerErrors({});
      return validation;
    },
    setAnswer(ref: string, value: AnswerValue | null) {
      setAnswers((current) => ({ ...current, [ref]: value }));
      setServerErrors(({ [ref]: _changed, ...rest }) => rest);
    },
    /** The server's refusals by question ref, shown in place. */
    setServerErrors,
  };
}
