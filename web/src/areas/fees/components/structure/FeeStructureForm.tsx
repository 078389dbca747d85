import {
  Button,
  Caption1,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { Form, Formik, setIn, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useFocusInside } from '../../../../shared/useFocusInside.ts';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FeeStructureFormQuery } from '../../../../__generated__/FeeStructureFormQuery.graphql';
import { FEE_LIMITS as L, FEE_MESSAGES as M } from '../../../../../../api/src/areas/fees/contract.ts';
import { feeStructureBody, type FeeStructureBody } from '../../../../../../api/src/areas/fees/structureBody.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { ConfirmBody } from '../../../../shared/ConfirmDialogSurface.tsx';
import { formatFileSize } from '../../../../shared/FileDropZone.tsx';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { serviceFieldErrors } from '../../../../shared/useGuardedForm.ts';
import { PROCEED_WITHOUT_SAVING } from '../../../../shared/UnsavedChangesDialog.tsx';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { FeeQuestionCard } from './FeeQuestionCard.tsx';
import { exportStructure, readStructureFile, STRUCTURE_FILE_MAX_BYTES } from './feeStructureFile.ts';
import { newQuestion, savedQuestions, toBody, toStructureValues, type StructureValues } from './feeStructureSchema.ts';
import { useSaveFeeStructure } from './useSaveFeeStructureMutation.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  intro: { flex: '1 1 300px', color: tokens.colorNeutralForeground3 },
  questions: { display: 'flex', flexDirection: 'column', gap: '12px' },
  lines: { margin: '4px 0 0', paddingLeft: '20px' },
  hint: { flexGrow: 1, color: tokens.colorNeutralForeground3 },
  file: { display: 'none' },
});

const query = graphql`
  query FeeStructureFormQuery {
    feeStructure {
      ...feeStructureSchema_structure
    }
  }
`;

/** The form's rules: the `PUT /fees` body's (the import file's too) over the form's values. */
const validateBody = zodValidate<FeeStructureBody>(feeStructureBody);
const validate = (values: StructureValues) => validateBody(toBody(values)) as FormikErrors<StructureValues>;

/** How many refusal lines of a bad file are listed (the rest are counted). */
const SHOWN_PROBLEMS = 5;

type Notice = { intent: 'success'; text: string } | { intent: 'error'; title: string; lines: string[] };

interface Props {
  onClose(): void;
  /** What Escape or a click outside the dialog does (set here: it asks first when there are changes). */
  closeRequestRef: RefObject<() => void>;
}

/**
 * The Edit Fee Structure dialog's body (spec 002 §2.10, §3 "Fee structure", §5): the saved structure, loaded when the
 * dialog opens, in calculation order; questions added, moved, deleted; Import / Export as JSON; Save (enabled once the
 * structure is valid and differs from the saved one, or a file was imported) saves the whole structure.
 */
export function FeeStructureForm({ onClose, closeRequestRef }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const data = useLazyLoadQuery<FeeStructureFormQuery>(query, {}, { fetchPolicy: 'network-only' });
  const initialValues = useMemo(() => toStructureValues(data.feeStructure ? savedQuestions(data.feeStructure) : []), [data]);
  const save = useSaveFeeStructure();
  const form = useRef<FormikProps<StructureValues>>(null);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusInside(formElement);
  const fileInput = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** A file replaced the form: Save applies it even where it equals the saved structure. */
  const [imported, setImported] = useState(false);
  /** The person asked to close with changes: the unsaved-changes question shows in place of the form. */
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    closeRequestRef.current = () => {
      if (leaving) setLeaving(false);
      else if (form.current?.dirty || imported) setLeaving(true);
      else onClose();
    };
  }, [closeRequestRef, leaving, imported, onClose]);

  if (!data.feeStructure)
    return (
      <DialogBody>
        <DialogTitle>Edit Fee Structure</DialogTitle>
        <DialogContent>
          <Text>The fee structure could not be loaded. Close the dialog and try again.</Text>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </DialogBody>
    );

  const onSubmit = async (values: StructureValues, { setErrors }: FormikHelpers<StructureValues>) => {
    setLeaving(false);
    const ok = await save(values, (error) => {
      const fields = serviceFieldErrors(error);
      if (fields)
        setErrors(Object.entries(fields).reduce<FormikErrors<StructureValues>>((errors, [at, text]) => setIn(errors, at, text), {}));
    });
    if (!ok) {
      notify('error', M.structureFailed);
      return;
    }
    notify('success', M.structureSaved);
    onClose();
  };

  const importFile = async (file: File, f: FormikProps<StructureValues>) => {
    const refuse = (lines: string[]) => setNotice({ intent: 'error', title: `${file.name} was not imported`, lines });
    if (file.size > STRUCTURE_FILE_MAX_BYTES) return refuse([`The file is larger than ${formatFileSize(STRUCTURE_FILE_MAX_BYTES)}.`]);
    const result = readStructureFile(await file.text(), initialValues);
    if ('errors' in result) return refuse(result.errors);
    await f.setValues(result.values, true);
    f.setTouched({}, false);
    setImported(true);
    setNotice({ intent: 'success', text: M.schemaImported });
  };

  return (
    <Formik
      innerRef={form}
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      // Leaving a field marks it touched; the rules run on every change (no message moves a button on the way to Save).
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {(f) => {
        const { questions } = f.values;
        const addQuestion = () => {
          void f.setFieldValue('questions', [...questions, newQuestion()]);
          // The new question's label takes the focus (it says nothing until the person changes it or saves).
          requestAnimationFrame(() =>
            formElement.current?.querySelector<HTMLInputElement>(`[name="questions.${questions.length}.label"]`)?.focus(),
          );
        };
        const changed = f.dirty || imported;
        return (
          <>
            {leaving && (
              <ConfirmBody
                title="You have made some changes"
                confirmLabel="Save"
                cancelLabel="Discard"
                onCancel={onClose}
                onConfirm={() => {
                  setLeaving(false);
                  void f.submitForm();
                }}
              >
                {PROCEED_WITHOUT_SAVING}
              </ConfirmBody>
            )}
            <Form noValidate ref={formElement} style={leaving ? { display: 'none' } : undefined}>
              <FocusFirstError form={formElement} />
              <DialogBody>
                {!leaving && <DialogTitle>Edit Fee Structure</DialogTitle>}
                <DialogContent className={styles.content}>
                  <div className={styles.toolbar}>
                    <Caption1 className={styles.intro}>
                      The fee is calculated from the top question down: the first one&apos;s options add; each next one adds, multiplies the
                      total so far or is ignored.
                    </Caption1>
                    <Button icon={<ArrowUploadRegular />} onClick={() => fileInput.current?.click()}>
                      Import
                    </Button>
                    <Button
                      icon={<ArrowDownloadRegular />}
                      disabled={!f.isValid}
                      title={f.isValid ? undefined : 'Complete the structure to export it'}
                      // The browser shows the download; a toast would sit over the dialog's buttons.
                      onClick={() => exportStructure(f.values)}
                    >
                      Export
                    </Button>
                    <input
                      ref={fileInput}
                      type="file"
                      accept=".json,application/json"
                      className={styles.file}
                      aria-label="Fee structure file to import"
                      tabIndex={-1}
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        e.target.value = '';
                        if (file) void importFile(file, f);
                      }}
                    />
                  </div>
                  {notice && (
                    <MessageBar intent={notice.intent} aria-live="polite">
                      <MessageBarBody>
                        {notice.intent === 'success' ? (
                          notice.text
                        ) : (
                          <>
                            <MessageBarTitle>{notice.title}</MessageBarTitle>
                            <ul className={styles.lines}>
                              {notice.lines.slice(0, SHOWN_PROBLEMS).map((line) => (
                                <li key={line}>{line}</li>
                              ))}
                              {notice.lines.length > SHOWN_PROBLEMS && <li>{`and ${notice.lines.length - SHOWN_PROBLEMS} more`}</li>}
                            </ul>
                          </>
                        )}
                      </MessageBarBody>
                    </MessageBar>
                  )}
                  {questions.length === 0 && <Text>No questions yet. Add question starts the structure.</Text>}
                  <div className={styles.questions}>
                    {questions.map((question, i) => (
                      <FeeQuestionCard
                        key={question.key}
                        index={i}
                        count={questions.length}
                        onDelete={() =>
                          void f.setFieldValue(
                            'questions',
                            questions.filter((_, k) => k !== i),
                          )
                        }
                      />
                    ))}
                  </div>
                  <div>
                    <Button icon={<AddRegular />} disabled={questions.length >= L.questions} onClick={addQuestion}>
                      Add question
                    </Button>
                  </div>
                </DialogContent>
                <DialogActions fluid>
                  {changed && !f.isValid && (
                    <div className={styles.hint}>
                      <Caption1>Save is disabled until the structure is complete.</Caption1>{' '}
                      {/* Names every problem under its field and focuses the first (FocusFirstError). */}
                      <Link as="button" type="button" onClick={() => void f.submitForm()}>
                        Show what is missing
                      </Link>
                    </div>
                  )}
                  <Button onClick={() => closeRequestRef.current()}>Cancel</Button>
                  <Button appearance="primary" type="submit" disabled={!changed || !f.isValid || f.isSubmitting}>
                    Save
                  </Button>
                </DialogActions>
              </DialogBody>
            </Form>
          </>
        );
      }}
    </Formik>
  );
}
