import { Button, Card, makeStyles, Spinner, Subtitle1, Tab, TabList } from '@fluentui/react-components';
import { Form, Formik, setIn, useFormikContext, type FormikErrors, type FormikProps } from 'formik';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import type { ZodMiniType } from 'zod/mini';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { UnsavedChangesDialog } from '../../../shared/UnsavedChangesDialog.tsx';
import { zodValidate } from '../../../shared/zodFormik.ts';
import type { QuestionsFormValues } from '../../questions/questionForm.ts';
import { FormActions } from '../../../shared/FormActions.tsx';

// The question builder (dnd-kit, the rules builder, the questions' zod rules) loads with the Questions step or tab.
const loadQuestionForm = () => import('../../questions/questionForm.ts');
const QuestionsStep = lazy(() => import('./QuestionsStep.tsx').then((m) => ({ default: m.QuestionsStep })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  loading: { padding: '24px' },
});

type Step = 'template' | 'questions';
const STEP_LABELS: Record<Step, string> = { template: 'Template', questions: 'Questions' };

export interface TemplateWizardProps<V extends QuestionsFormValues> {
  mode: 'survey' | 'registration';
  /** Edit: tabs Template and Questions with Cancel and Update; create: the steps Template (Cancel, Next) then Questions
   *  (Back, Create). */
  editing: boolean;
  initialValues: V;
  /** The Template step's rules (zod/mini, the spec's texts). */
  templateSchema: ZodMiniType;
  /** The Template step's fields, inside the Formik form. */
  templateFields: ReactNode;
  /** Saves; a refusal of the service is handed to `onError`, which places its texts under their fields. */
  onSubmit(values: V, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
}

/** Formik errors from the service's `extensions.fields` (paths such as `questions.0.text`). */
function serverErrors<V>(error: Error): FormikErrors<V> | null {
  const fields = (error as { source?: { extensions?: { fields?: Record<string, string> } }[] }).source?.[0]?.extensions?.fields;
  if (!fields) return null;
  return Object.entries(fields).reduce<FormikErrors<V>>((errors, [path, message]) => setIn(errors, path, message), {});
}

/** Where an error is shown: the questions and skip logic on the Questions step, everything else on Template. */
const stepOf = (errors: object): Step | null => {
  const keys = Object.keys(errors);
  if (keys.some((k) => k !== 'questions' && k !== 'skipLogic')) return 'template';
  return keys.length ? 'questions' : null;
};

/** After a refused submit, opens the step that holds the first message (once per submit). */
function OpenRefusedStep({ onOpen }: { onOpen(step: Step): void }) {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (!submitCount || isValid || isSubmitting || handled.current === submitCount) return;
    handled.current = submitCount;
    const step = stepOf(errors as object);
    if (step) onOpen(step);
  }, [submitCount, isValid, isSubmitting, errors, onOpen]);
  return null;
}

/**
 * The survey and registration page template screens (spec 001 §2/§4, spec 002 §2.15/§4): one Formik form over the
 * template's fields and its questions. Create is a wizard — Template (Cancel, Next: its fields must pass first), then
 * Questions (Back, Create); edit has the tabs Template and Questions with Cancel and Update, Update enabled once
 * something changed. Leaving with changes asks the shared unsaved-changes question. A refused Update or Create opens
 * the step holding the first message and focuses it.
 */
export function TemplateWizard<V extends QuestionsFormValues>({
  mode,
  editing,
  initialValues,
  templateSchema,
  templateFields,
  onSubmit,
  onCancel,
}: TemplateWizardProps<V>) {
  const styles = useStyles();
  const [step, setStep] = useState<Step>('template');
  const saved = useRef(false);
  const form = useRef<FormikProps<V>>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const original = useRef(JSON.stringify(initialValues));
  const changed = () => !!form.current && JSON.stringify(form.current.values) !== original.current;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !saved.current && changed() && currentLocation.pathname !== nextLocation.pathname,
  );
  const validateTemplate = zodValidate<V>(templateSchema);
  // Creating, the Template step checks its own fields only; the questions' rules load with the builder.
  const validate = async (values: V): Promise<FormikErrors<V>> => {
    const template = validateTemplate(values);
    if (!editing && step === 'template') return template;
    const { questionsFormSchema } = await loadQuestionForm();
    return { ...zodValidate<V>(questionsFormSchema(mode))(values), ...template };
  };

  return (
    <Formik
      innerRef={form}
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        if (!editing && step === 'template') {
          // Next: the Questions step starts with no message shown (its rules run on Create).
          helpers.resetForm({ values });
          setStep('questions');
          return;
        }
        saved.current = true;
        const ok = await onSubmit(values, (error) => {
          const errors = serverErrors<V>(error);
          if (!errors) return;
          helpers.setErrors(errors);
          setStep(stepOf(errors) ?? step);
        });
        if (!ok) saved.current = false;
      }}
    >
      {(f) => {
        return (
          <Form noValidate className={styles.form} ref={formElement}>
            <OpenRefusedStep onOpen={setStep} />
            {/* Keyed by the step: when a refusal opens another step, its first message is focused there. */}
            <FocusFirstError key={step} form={formElement} />
            {editing ? (
              <TabList selectedValue={step} onTabSelect={(_e, d) => setStep(d.value as Step)} aria-label="Template sections">
                <Tab value="template">Template</Tab>
                <Tab value="questions">Questions</Tab>
              </TabList>
            ) : (
              <Subtitle1 as="h2">{`Step ${step === 'template' ? 1 : 2} of 2: ${STEP_LABELS[step]}`}</Subtitle1>
            )}
            {step === 'template' ? (
              <Card className={styles.card}>{templateFields}</Card>
            ) : (
              <Suspense fallback={<Spinner className={styles.loading} label="Loading the question builder" />}>
                <QuestionsStep mode={mode} />
              </Suspense>
            )}
            <FormActions>
              {editing || step === 'template' ? (
                <Button onClick={onCancel}>Cancel</Button>
              ) : (
                <Button onClick={() => setStep('template')}>Back</Button>
              )}
              {/* The field being left shows its message on blur, which moves this button down between the press and
                  the release: the press keeps the focus where it is, so the click lands (the submit touches every
                  field and focuses the first message anyway). */}
              <Button
                appearance="primary"
                type="submit"
                disabled={f.isSubmitting || (editing && !f.dirty)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {editing ? 'Update' : step === 'template' ? 'Next' : 'Create'}
              </Button>
            </FormActions>
            <UnsavedChangesDialog blocker={blocker} onSave={() => void f.submitForm()} />
          </Form>
        );
      }}
    </Formik>
  );
}
