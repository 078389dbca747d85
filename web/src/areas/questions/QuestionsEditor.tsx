import { Button, makeStyles, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { getIn, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QUESTION_MESSAGES } from '../../../../api/src/areas/questions/contract.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { QuestionCard, type CardActions } from './QuestionCard.tsx';
import {
  moveItem,
  newQuestion,
  renumber,
  skipLogicUsesQuestion,
  withoutConditionsOn,
  type PresetOption,
  type QuestionFormValue,
  type QuestionsFormValues,
} from './questionForm.ts';
import { SortableList } from './SortableList.tsx';
import { questionName, useFieldError } from './useFieldError.ts';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
});

interface Props {
  mode: 'survey' | 'registration';
  presets: readonly PresetOption[];
  disabled?: boolean;
}

/**
 * The question builder of survey and registration templates (spec 001 §2 "Questions form"), inside a Formik form
 * whose values include `QuestionsFormValues`: question cards ordered by drag and drop (orders renumbered in steps of
 * 10), Add Question, and Delete after a confirmation — refused for the last question of a survey and for a question
 * skip logic uses.
 */
export function QuestionsEditor({ mode, presets, disabled = false }: Props) {
  const styles = useStyles();
  const f = useFormikContext<QuestionsFormValues>();
  const error = useFieldError();
  const { questions, skipLogic } = f.values;
  const [deleting, setDeleting] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  // A refused deletion's message shows on its question until the skip logic changes.
  const [blocked, setBlocked] = useState<{ ref: string; skipLogic: typeof skipLogic } | null>(null);
  const listError = error('questions');
  const toDelete = questions.findIndex((q) => q.ref === deleting);

  // The cards' actions stay the same object (so that an unchanged card does not re-render) and read the form's
  // latest values when called.
  const latest = useRef(f.values);
  useLayoutEffect(() => {
    latest.current = f.values;
  });
  const { setFieldValue, handleBlur } = f;
  const actions = useMemo<CardActions>(
    () => ({
      setFieldValue: (path, value) => void setFieldValue(path, value),
      handleBlur,
      updateQuestions: (update) => void setFieldValue('questions', update(latest.current.questions)),
      requestDelete: (ref) => {
        const now = latest.current.skipLogic;
        if (skipLogicUsesQuestion(now, ref)) setBlocked({ ref, skipLogic: now });
        else setDeleting(ref);
      },
    }),
    [setFieldValue, handleBlur],
  );
  // The questions before each card, the same array while they are the same questions.
  const earlier = useEarlierQuestions(questions);

  const remove = (ref: string) => {
    const rest = questions.filter((q) => q.ref !== ref).map((q) => ({ ...q, rules: withoutConditionsOn(q.rules, ref) }));
    void f.setFieldValue('questions', renumber(rest));
    setDeleting(null);
  };
  const add = () => {
    const question = { ...newQuestion(questions), ...(mode === 'registration' ? { registrationFormType: 'event-register' as const } : {}) };
    void f.setFieldValue('questions', [...questions, question]);
    setAdded(question.ref);
  };

  return (
    <div className={styles.editor}>
      {listError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{listError}</MessageBarBody>
        </MessageBar>
      )}
      {questions.length === 0 && <Text>No questions yet. Add Question creates one.</Text>}
      <SortableList
        ids={questions.map((q) => q.ref)}
        label="Questions"
        itemName={(ref) => questionName(questions, ref)}
        disabled={disabled}
        onMove={(from, to) => void f.setFieldValue('questions', moveItem(questions, from, to))}
      >
        {(ref, index, handle) => (
          <QuestionCard
            index={index}
            question={questions[index]!}
            earlier={earlier[index]!}
            errors={getIn(f.errors, `questions.${index}`) as FormikErrors<QuestionFormValue> | undefined}
            touched={getIn(f.touched, `questions.${index}`) as FormikTouched<QuestionFormValue> | undefined}
            submitted={f.submitCount > 0}
            initial={f.initialValues.questions.find((q) => q.ref === ref)}
            skipLogic={skipLogic}
            mode={mode}
            presets={presets}
            handle={handle}
            autoFocus={ref === added}
            disabled={disabled}
            canDelete={mode === 'registration' || questions.length > 1}
            blockedMessage={blocked?.ref === ref && blocked.skipLogic === skipLogic ? QUESTION_MESSAGES.removeSkipLogicQuestion : undefined}
            actions={actions}
          />
        )}
      </SortableList>
      <div>
        <Button icon={<AddRegular />} disabled={disabled} onClick={add}>
          Add Question
        </Button>
      </div>
      <ConfirmDialog
        open={toDelete >= 0}
        title="Delete question"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {`${questionName(questions, deleting ?? '')} and its answers will be deleted, and the rules of other questions that use it with them.`}
      </ConfirmDialog>
    </div>
  );
}

/** For each question the ones before it; an entry keeps its identity while those questions are unchanged. */
function useEarlierQuestions(questions: readonly QuestionFormValue[]): (readonly QuestionFormValue[])[] {
  const [cache, setCache] = useState<{ questions: readonly QuestionFormValue[]; earlier: (readonly QuestionFormValue[])[] }>({
    questions: [],
    earlier: [],
  });
  if (cache.questions === questions) return cache.earlier;
  const earlier = questions.map((_, i) => {
    const before = cache.earlier[i];
    return before && before.length === i && before.every((q, j) => q === questions[j]) ? before : questions.slice(0, i);
  });
  setCache({ questions, earlier });
  return earlier;
}
