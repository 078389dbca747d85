import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Form, Formik, type FormikProps } from 'formik';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  SetSpeakerFeesDialogQuery,
  SetSpeakerFeesDialogQuery$data,
} from '../../../../__generated__/SetSpeakerFeesDialogQuery.graphql';
import { FEE_MESSAGES as M } from '../../../../../../api/src/areas/fees/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { ScreenErrorBoundary } from '../../../../routing/ScreenErrorBoundary.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { ConfirmBody } from '../../../../shared/ConfirmDialogSurface.tsx';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { speakerName } from '../../../../shared/speakerLabel.ts';
import { PROCEED_WITHOUT_SAVING } from '../../../../shared/UnsavedChangesDialog.tsx';
import { serviceFieldErrors } from '../../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { useSetSpeakerFeesMutation } from './mutations/useSetSpeakerFeesMutation.ts';
import { SpeakerSearchField, type ChosenSpeaker } from '../../../../shared/SpeakerSearchField.tsx';
import { rateInput, rateText, speakerFeesSchema, type SpeakerFeesValues } from './speakerFeesSchema.ts';
import { useFocusInside } from '../../../../shared/useFocusInside.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '16px', minHeight: '160px' },
  question: { display: 'flex', flexDirection: 'column', gap: '8px', border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  category: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  options: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '12px', alignItems: 'start' },
  differences: { margin: 0, paddingLeft: '20px' },
});

// The speaker's name is read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query SetSpeakerFeesDialogQuery($speakerId: ID!) {
    speaker: node(id: $speakerId) {
      ... on Speaker {
        firstName
        lastName
      }
    }
    feeStructure {
      questions {
        id
        label
        category
        options {
          id
          field
          operation
        }
      }
    }
    speakerFees(speakerId: $speakerId) {
      rates {
        optionId
        operation
        value
      }
      outdated
      differences {
        change
        optionId
        was
        now
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

type Data = SetSpeakerFeesDialogQuery$data;
type Difference = NonNullable<Data['speakerFees']>['differences'][number];

/** What the outdated notice says of each difference (api `loadSpeakerFees`: `was`/`now` are `<question>: <field>`). */
function differenceText({ change, was, now }: Difference): string {
  if (change === 'ADDED') return `Added: ${now}`;
  if (change === 'REMOVED') return `Removed: ${was}`;
  return `${change === 'RENAMED' ? 'Renamed' : 'Operation changed'}: ${was} → ${now}`;
}

/** The form's values: each option's saved rate, blank where none was saved in the option's current unit (an option
 *  added since, or one whose operation changed). */
function initialValues(data: Data): SpeakerFeesValues {
  const saved = data.speakerFees?.rates ?? [];
  return {
    rates: (data.feeStructure?.questions ?? []).flatMap((q) =>
      q.options.map((o) => {
        const rate = saved.find((r) => r.optionId === o.id && r.operation === o.operation);
        return { optionId: o.id, operation: o.operation, value: rate ? rateText(rate.value, o.operation) : '' };
      }),
    ),
  };
}

/** Set Speaker Fees (spec 002 §2.10): a value for every option of the fee structure, grouped by question. */
export function SetSpeakerFeesDialog({ speakerId, onClose }: { speakerId?: string | null; onClose: () => void }) {
  const [picked, setPicked] = useState<ChosenSpeaker | null>(null);
  const chosen = speakerId ?? picked?.id ?? null;
  const form = useRef<FormikProps<SpeakerFeesValues>>(null);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const close = () => (form.current?.dirty ? setLeaving(true) : onClose());
  // Only with no speaker given: locked while the rates of the chosen one are changed (picking another would lose them).
  const picker = speakerId ? null : <SpeakerSearchField value={picked} onChange={setPicked} disabled={dirty} />;
  return (
    // Escape while the question shows goes back to the form; with changes it asks first.
    <Dialog open onOpenChange={(_e, d) => !d.open && (leaving ? setLeaving(false) : close())}>
      <DialogSurface style={{ maxWidth: '900px', width: '90vw' }}>
        {leaving && (
          <ConfirmBody
            title="You have made some changes"
            confirmLabel="Save"
            cancelLabel="Discard"
            onCancel={onClose}
            onConfirm={() => {
              setLeaving(false);
              void form.current?.submitForm();
            }}
          >
            {PROCEED_WITHOUT_SAVING}
          </ConfirmBody>
        )}
        {/* Kept while the question shows (the edits stay), hidden and without its title: the dialog has one title. */}
        <div style={leaving ? { display: 'none' } : undefined}>
          {chosen ? (
            <ScreenErrorBoundary
              message="Failed to load speaker fees"
              resetKey={`${chosen}-${attempt}`}
              onRetry={() => setAttempt((n) => n + 1)}
            >
              <Suspense fallback={<Shell title={!leaving} picker={picker} onCancel={close} busy />}>
                <SpeakerFeesForm
                  key={chosen}
                  speakerId={chosen}
                  fetchKey={attempt}
                  picker={picker}
                  title={!leaving}
                  form={form}
                  onDirty={setDirty}
                  onCancel={close}
                  onSaved={onClose}
                />
              </Suspense>
            </ScreenErrorBoundary>
          ) : (
            <Shell title={!leaving} picker={picker} onCancel={close} />
          )}
        </div>
      </DialogSurface>
    </Dialog>
  );
}

/** The dialog before its form can show: the speaker to choose, or the rates loading. */
function Shell({ title, picker, onCancel, busy }: { title: boolean; picker: ReactNode; onCancel(): void; busy?: boolean }) {
  const styles = useStyles();
  return (
    <DialogBody>
      {title && <DialogTitle>Set Speaker Fees</DialogTitle>}
      <DialogContent className={styles.content}>
        {picker}
        {busy && <Spinner size="tiny" label="Loading speaker fees" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button appearance="primary" disabled>
          Save
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

function SpeakerFeesForm({
  speakerId,
  fetchKey,
  picker,
  title,
  form,
  onDirty,
  onCancel,
  onSaved,
}: {
  speakerId: string;
  fetchKey: number;
  picker: ReactNode;
  title: boolean;
  form: RefObject<FormikProps<SpeakerFeesValues> | null>;
  onDirty(dirty: boolean): void;
  onCancel(): void;
  onSaved(): void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [commit] = useSetSpeakerFeesMutation();
  const element = useRef<HTMLFormElement>(null);
  useFocusInside(element);
  const data = useLazyLoadQuery<SetSpeakerFeesDialogQuery>(query, { speakerId }, { fetchPolicy: 'network-only', fetchKey });
  const questions = data.feeStructure?.questions ?? [];
  const fees = data.speakerFees;
  const name = speakerName(data.speaker);
  // Rates saved before the structure changed are saved again as they are (Save is offered although nothing changed).
  const outdated = !!fees?.outdated;

  const save = async (values: SpeakerFeesValues) => {
    const rates = values.rates.map((r) => ({ optionId: r.optionId, value: rateInput(r.value.trim(), r.operation) }));
    let fields: Record<string, string> | undefined;
    const ok = await commitAsync(commit, { input: { speakerId, rates } }, (error) => (fields = serviceFieldErrors(error)));
    if (!ok) {
      if (fields) form.current?.setErrors(fields as never);
      notify('error', M.ratesFailed);
      return;
    }
    notify('success', M.ratesSaved);
    onSaved();
  };

  return (
    <Formik<SpeakerFeesValues>
      innerRef={form}
      initialValues={initialValues(data)}
      validate={zodValidate<SpeakerFeesValues>(speakerFeesSchema)}
      onSubmit={save}
    >
      {(f) => {
        let index = 0;
        return (
          <Form ref={element} noValidate aria-label="Speaker fees">
            <FocusFirstError form={element} />
            <DirtyReport dirty={f.dirty} onDirty={onDirty} />
            <DialogBody>
              {title && <DialogTitle>Set Speaker Fees</DialogTitle>}
              <DialogContent className={styles.content}>
                {picker ?? (name ? <Text weight="semibold">{name}</Text> : null)}
                {fees && !fees.rates.length && questions.length > 0 && <Text>{M.noFees(name)}</Text>}
                {outdated && fees && (
                  <MessageBar intent="warning" layout="multiline">
                    <MessageBarBody>
                      <MessageBarTitle>{M.outdated}</MessageBarTitle>
                      <ul className={styles.differences} aria-label="Changes since the rates were saved">
                        {fees.differences.map((d) => (
                          <li key={`${d.change}-${d.optionId}`}>{differenceText(d)}</li>
                        ))}
                      </ul>
                    </MessageBarBody>
                  </MessageBar>
                )}
                {questions.length === 0 && <Text>The fee structure has no questions yet: edit the fee structure first</Text>}
                {questions.map((q) => (
                  <fieldset key={q.id} className={styles.question}>
                    <legend className={styles.legend}>
                      {q.label} <span className={styles.category}>({q.category})</span>
                    </legend>
                    <div className={styles.options}>
                      {q.options.map((o) => {
                        const at = index++;
                        const path = `rates.${at}.value`;
                        const multiply = o.operation === 'MULTIPLY';
                        return (
                          <Field key={o.id} label={o.field} required validationMessage={fieldMessage(f, path)}>
                            <Input
                              name={path}
                              type="number"
                              inputMode="decimal"
                              min={0}
                              step={0.01}
                              contentBefore={multiply ? 'x' : '$'}
                              contentAfter={multiply ? '%' : undefined}
                              value={f.values.rates[at]?.value ?? ''}
                              // As typed (Formik's own handler would turn a number field's text into a number).
                              onChange={(_e, d) => void f.setFieldValue(path, d.value)}
                              onBlur={f.handleBlur}
                            />
                          </Field>
                        );
                      })}
                    </div>
                  </fieldset>
                ))}
              </DialogContent>
              <DialogActions>
                <Button onClick={onCancel}>Cancel</Button>
                <Button appearance="primary" type="submit" disabled={f.isSubmitting || !questions.length || (!f.dirty && !outdated)}>
                  Save
                </Button>
              </DialogActions>
            </DialogBody>
          </Form>
        );
      }}
    </Formik>
  );
}

/** Tells the dialog whether the rates were changed (it locks the speaker picker meanwhile). */
function DirtyReport({ dirty, onDirty }: { dirty: boolean; onDirty(dirty: boolean): void }) {
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return null;
}
