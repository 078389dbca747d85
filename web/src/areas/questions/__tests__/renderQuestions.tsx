import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { useRef } from 'react';
import { vi } from 'vitest';
import { QUESTION_PRESETS } from '../../../../../api/src/areas/questions/contract.ts';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { questionsFormSchema, type QuestionsFormValues } from '../questionForm.ts';
import { QuestionsEditor } from '../QuestionsEditor.tsx';
import { SkipLogicEditor } from '../SkipLogicEditor.tsx';

/** The form's values as they are now (read after each step). */
export interface Latest {
  values: QuestionsFormValues;
}

function Spy({ latest }: { latest: Latest }) {
  // A test's window on the form, written as each render sees it.
  // eslint-disable-next-line react-hooks/immutability
  latest.values = useFormikContext<QuestionsFormValues>().values;
  return null;
}

function TemplateForm({
  initialValues,
  mode,
  latest,
  onSubmit,
}: {
  initialValues: QuestionsFormValues;
  mode: 'survey' | 'registration';
  latest: Latest;
  onSubmit(values: QuestionsFormValues): void;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} validate={zodValidate<QuestionsFormValues>(questionsFormSchema(mode))} onSubmit={onSubmit}>
      <Form ref={form} noValidate>
        <FocusFirstError form={form} />
        <Spy latest={latest} />
        <QuestionsEditor mode={mode} presets={QUESTION_PRESETS} />
        {mode === 'survey' && <SkipLogicEditor />}
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

/** Renders the question builder as a template screen does: inside a Formik form validated by `questionsFormSchema`,
 *  with FocusFirstError, the Skip Logic section (surveys) and a Save button. */
export function renderQuestions(initialValues: QuestionsFormValues, mode: 'survey' | 'registration' = 'survey') {
  const latest: Latest = { values: initialValues };
  const onSubmit = vi.fn();
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <TemplateForm initialValues={initialValues} mode={mode} latest={latest} onSubmit={onSubmit} />
    </FluentProvider>,
  );
  return { ...result, latest, onSubmit, user: userEvent.setup({ delay: null }) };
}
