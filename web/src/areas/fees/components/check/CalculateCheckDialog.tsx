import {
  Button,
  Caption1,
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
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { Fragment, Suspense, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type {
  CalculateCheckDialogEventQuery,
  CalculateCheckDialogEventQuery$data,
} from '../../../../__generated__/CalculateCheckDialogEventQuery.graphql';
import type {
  CalculateCheckDialogFeesQuery,
  CalculateCheckDialogFeesQuery$data,
} from '../../../../__generated__/CalculateCheckDialogFeesQuery.graphql';
import type {
  CalculateCheckDialogQuery,
  CalculateCheckDialogQuery$data,
} from '../../../../__generated__/CalculateCheckDialogQuery.graphql';
import { FEE_LIMITS as L, FEE_MESSAGES as M, feeMathLine, formatAmount } from '../../../../../../api/src/areas/fees/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { ScreenErrorBoundary } from '../../../../routing/ScreenErrorBoundary.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { SearchCombobox } from '../../../../shared/SearchCombobox.tsx';
import { serviceFieldErrors } from '../../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { chosenSpeaker, SpeakerSearchField, type ChosenSpeaker } from '../../../../shared/SpeakerSearchField.tsx';
import { checkCalculation, checkSchema, isOperation, shownAmount, type CheckValues, type ChosenEvent } from './checkCalculation.ts';
import { useAddCheckMutation } from './mutations/useAddCheckMutation.ts';
import { useFocusInside } from '../../../../shared/useFocusInside.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px', minHeight: '200px' },
  pickers: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px', alignItems: 'start' },
  questions: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px', alignItems: 'start' },
  address: { color: tokens.colorNeutralForeground3 },
  math: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '4px 16px',
    padding: '12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  override: { display: 'grid', gridTemplateColumns: '220px 1fr', gap: '12px', alignItems: 'start' },
});

/** Spec 002 §2.10: the calculator offers up to 1,000 events (`first: -1`, the events list's "All"). */
// The questions' weights are read by checkCalculation.ts (calculateFee's order), which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query CalculateCheckDialogQuery {
    viewer {
      tenant {
        rounding: flag(id: "feeCalculatorRoundingEnabled")
      }
    }
    feeStructure {
      questions {
        id
        label
        category
        weight
        options {
          id
          field
          operation
        }
      }
    }
    events(first: -1, sortBy: START_TIME, sortDesc: true) {
      edges {
        node {
          id
          internalId
          shortName
          title
          startTime
          zone
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

// The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const eventQuery = graphql`
  query CalculateCheckDialogEventQuery($internalId: Int!) {
    event(internalId: $internalId) {
      id
      internalId
      shortName
      title
      startTime
      zone
      locationType
      locationName
      locationAddress
      locationAddressLine2
      locationCity
      locationState
      locationZip
      venue {
        name
        address
        city
        state
        zipCode
      }
      speakers {
        speaker {
          id
          firstName
          lastName
          email
          credentials
          specialty
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const feesQuery = graphql`
  query CalculateCheckDialogFeesQuery($speakerId: ID!) {
    speakerFees(speakerId: $speakerId) {
      rates {
        optionId
        operation
        value
      }
      outdated
    }
  }
`;

interface EventRow {
  id: string;
  internalId: number;
  shortName?: string | null;
  title?: string | null;
  startTime?: string | null;
  zone?: string | null;
}
type EventDetail = NonNullable<CalculateCheckDialogEventQuery$data['event']>;
type Fees = NonNullable<CalculateCheckDialogFeesQuery$data['speakerFees']>;
type Question = NonNullable<CalculateCheckDialogQuery$data['feeStructure']>['questions'][number];

/** Event options shown at once (the list narrows as the person types). */
const SHOWN_EVENTS = 50;

/** An event as the picker shows it: "Name — Program (MM/DD/YYYY)", the date in the event's time zone. */
function eventLabel(e: EventRow): string {
  const day = e.startTime
    ? new Date(e.startTime).toLocaleDateString('en-US', {
        timeZone: e.zone ?? undefined,
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
      })
    : null;
  const name = [e.shortName, e.title].filter(Boolean).join(' — ');
  return day ? `${name} (${day})` : name;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

/** Spec 002 §2.10: the address comes from the event's location, or from its venue (an In-Venue event, or one without a
 *  location address). */
function eventAddress(e: EventDetail): string {
  const location = joined(
    e.locationName,
    e.locationAddress,
    e.locationAddressLine2,
    e.locationCity,
    joined(e.locationState, e.locationZip).replace(', ', ' '),
  );
  const venue = e.venue
    ? joined(e.venue.name, e.venue.address, e.venue.city, joined(e.venue.state, e.venue.zipCode).replace(', ', ' '))
    : '';
  if (e.locationType === 'IN_VENUE') return venue || location;
  if (e.locationType === 'VIRTUAL' && !location) return 'Virtual';
  return location || venue;
}

/** Calculate Check (spec 002 §2.10, §5, §9): an event, a speaker, one option per question; the running total is live
 *  from `calculateFee`, the calculation the service saves the check with. */
export function CalculateCheckDialog(props: {
  eventInternalId?: number | null;
  onClose: () => void;
  onSaved: () => void;
  onSetFees: (speakerId: string) => void;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: '960px', width: '90vw' }}>
        <ScreenErrorBoundary message="Failed to load the fee structure" resetKey={attempt} onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense
            fallback={
              <DialogBody>
                <DialogTitle>Calculate Check</DialogTitle>
                <DialogContent>
                  <Spinner size="tiny" label="Loading" />
                </DialogContent>
                <DialogActions>
                  <Button onClick={props.onClose}>Cancel</Button>
                </DialogActions>
              </DialogBody>
            }
          >
            <CheckForm {...props} fetchKey={attempt} />
          </Suspense>
        </ScreenErrorBoundary>
      </DialogSurface>
    </Dialog>
  );
}

/** The answer of the latest of a series of one-off queries (an answer to an earlier request is dropped). */
function useLatest<T>() {
  /** `done` once answered: `data` null then means it failed (the network layer has said why). */
  const [state, setState] = useState<{ key: string; data: T | null; done: boolean } | null>(null);
  const latest = useRef<string | null>(null);
  const load = (key: string | null, fetch: () => Promise<T | null>) => {
    latest.current = key;
    setState(key === null ? null : { key, data: null, done: false });
    if (key === null) return;
    fetch().then(
      (data) => latest.current === key && setState({ key, data, done: true }),
      () => latest.current === key && setState({ key, data: null, done: true }),
    );
  };
  return [state, load] as const;
}

function CheckForm({
  eventInternalId,
  onClose,
  onSaved,
  onSetFees,
  fetchKey,
}: Parameters<typeof CalculateCheckDialog>[0] & { fetchKey: number }) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [commit] = useAddCheckMutation();
  const element = useRef<HTMLFormElement>(null);
  useFocusInside(element);
  // The first message is focused after a Save only: typing an override makes the reason required, and focus must not
  // jump there from the amount being typed (FocusFirstError acts on every change of validity after a submit).
  const focusRoot = useRef<HTMLFormElement>(null);
  const data = useLazyLoadQuery<CalculateCheckDialogQuery>(query, {}, { fetchPolicy: 'network-only', fetchKey });
  const questions: readonly Question[] = data.feeStructure?.questions ?? [];
  const rounding = !!data.viewer?.tenant.rounding;
  const events = (data.events?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const [eventText, setEventText] = useState('');
  const [event, loadEvent] = useLatest<EventDetail>();
  const [fees, loadFees] = useLatest<Fees>();

  // The values as they are now, for an answer that arrives after the render that asked.
  const current = useRef<CheckValues | null>(null);
  const pickEvent = (chosen: ChosenEvent | null, pickSpeaker: boolean) => {
    void formik.setFieldValue('event', chosen);
    loadEvent(chosen && String(chosen.internalId), async () => {
      const answer = await fetchQuery<CalculateCheckDialogEventQuery>(environment, eventQuery, {
        internalId: chosen!.internalId,
      }).toPromise();
      const detail = answer?.event ?? null;
      // A preselected event beyond the first 1,000 is named from its own answer.
      if (detail && !chosen!.id)
        void formik.setFieldValue('event', { id: detail.id, internalId: detail.internalId, label: eventLabel(detail) });
      // The event's one speaker is chosen with it, unless a speaker was chosen already.
      const only = detail?.speakers?.length === 1 ? detail.speakers[0]!.speaker : null;
      if (pickSpeaker && only && !current.current?.speaker) pickSpeakerOf(chosenSpeaker(only));
      return detail;
    });
  };
  const pickSpeakerOf = (speaker: ChosenSpeaker | null) => {
    void formik.setFieldValue('speaker', speaker);
    loadFees(speaker?.id ?? null, async () => {
      const answer = await fetchQuery<CalculateCheckDialogFeesQuery>(environment, feesQuery, { speakerId: speaker!.id }).toPromise();
      return answer?.speakerFees ?? null;
    });
  };

  const ratesOf = (speakerId?: string) => (fees && speakerId && fees.key === speakerId ? fees.data : null);
  const calculate = (values: CheckValues) =>
    checkCalculation(questions, values.answers, ratesOf(values.speaker?.id)?.rates ?? [], rounding);

  const save = async (values: CheckValues) => {
    const override = values.overrideAmount.trim();
    const input = {
      speakerId: values.speaker!.id,
      eventId: values.event!.id,
      answers: questions.map((q, i) => ({ questionId: q.id, optionId: values.answers[i]! })),
      ...(override
        ? { overrideAmount: Number(override), overrideReason: values.overrideReason.trim() }
        : { amount: shownAmount(values, calculate(values)) }),
    };
    let fields: Record<string, string> | undefined;
    const ok = await commitAsync(commit, { input }, (error) => (fields = serviceFieldErrors(error)));
    if (!ok) {
      if (fields) formik.setErrors(fields as FormikErrors<CheckValues>);
      notify('error', M.checkFailed);
      return;
    }
    notify('success', M.checkAdded);
    onSaved();
    onClose();
  };

  const formik = useFormik<CheckValues>({
    initialValues: { event: null, speaker: null, answers: questions.map(() => ''), overrideAmount: '', overrideReason: '' },
    validate: (values) => zodValidate<CheckValues>(checkSchema(calculate(values)))(values),
    onSubmit: save,
  });
  useEffect(() => {
    current.current = formik.values;
  });

  // The event the dialog was opened for, with its speaker when it has exactly one.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !eventInternalId) return;
    preselected.current = true;
    const row = events.find((e) => e.internalId === eventInternalId);
    pickEvent({ id: row?.id ?? '', internalId: eventInternalId, label: row ? eventLabel(row) : '' }, true);
  });

  const f = formik;
  const detail = event?.data ?? null;
  const needle = eventText.trim().toLowerCase();
  const eventOptions = events
    .map((e) => ({ value: e.id, text: eventLabel(e) }))
    .filter((o) => o.text.toLowerCase().includes(needle))
    .slice(0, SHOWN_EVENTS);
  const eventSpeakers = (detail?.speakers ?? []).flatMap((s) => (s.speaker ? [chosenSpeaker(s.speaker)] : []));

  const speaker = f.values.speaker;
  const rates = ratesOf(speaker?.id);
  const loadingFees = !!speaker && fees?.key === speaker.id && !fees.done;
  const feesFailed = !!speaker && fees?.key === speaker.id && fees.done && !fees.data;
  const noFees = !!rates && rates.rates.length === 0;
  const outdated = !!rates && !noFees && rates.outdated;
  const calculation = calculate(f.values);
  const override = f.values.overrideAmount.trim();
  const overrideValid = override !== '' && Number.isFinite(Number(override));
  const optionLine = (optionId: string, operation: string) => {
    const rate = rates?.rates.find((r) => r.optionId === optionId && r.operation === operation);
    return rate && isOperation(operation) ? feeMathLine({ operation, value: rate.value }) : null;
  };

  return (
    <FormikProvider value={formik}>
      <form
        ref={element}
        noValidate
        aria-label="Calculate check"
        onSubmit={(e) => {
          focusRoot.current = element.current;
          f.handleSubmit(e);
        }}
        onChange={() => (focusRoot.current = null)}
      >
        <FocusFirstError form={focusRoot} />
        <DialogBody>
          <DialogTitle>Calculate Check</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.pickers}>
              <Field label="Event" required validationMessage={fieldMessage(f, 'event')}>
                <SearchCombobox
                  placeholder="Search events"
                  text={eventText || f.values.event?.label || ''}
                  onTextChange={(t) => {
                    setEventText(t);
                    if (f.values.event) pickEvent(null, false);
                  }}
                  options={eventOptions}
                  onPick={(id) => {
                    const row = events.find((e) => e.id === id);
                    if (!row) return;
                    setEventText('');
                    pickEvent({ id: row.id, internalId: row.internalId, label: eventLabel(row) }, true);
                  }}
                />
              </Field>
              <SpeakerSearchField value={speaker} onChange={pickSpeakerOf} first={eventSpeakers} error={fieldMessage(f, 'speaker')} />
            </div>
            {detail && eventAddress(detail) && <Caption1 className={styles.address}>Address: {eventAddress(detail)}</Caption1>}
            {loadingFees && <Spinner size="tiny" label="Loading speaker fees" />}
            {feesFailed && <Text role="alert">Failed to load speaker fees</Text>}
            {(noFees || outdated) && speaker && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{noFees ? M.noFees(speaker.name) : M.outdated}</MessageBarTitle>
                  {outdated && 'Set the speaker fees again before calculating a check.'}
                </MessageBarBody>
                <MessageBarActions>
                  <Button onClick={() => onSetFees(speaker.id)}>Set Fees</Button>
                </MessageBarActions>
              </MessageBar>
            )}
            {questions.length === 0 && <Text>The fee structure has no questions yet: edit the fee structure first</Text>}
            <div className={styles.questions}>
              {questions.map((q, i) => (
                <Field key={q.id} label={q.label} hint={q.category} required validationMessage={fieldMessage(f, `answers.${i}`)}>
                  <Select name={`answers.${i}`} value={f.values.answers[i] ?? ''} onChange={f.handleChange} onBlur={f.handleBlur}>
                    <option value="">—</option>
                    {q.options.map((o) => {
                      const line = optionLine(o.id, o.operation);
                      return (
                        <option key={o.id} value={o.id}>
                          {line ? `${o.field} (${line})` : o.field}
                        </option>
                      );
                    })}
                  </Select>
                </Field>
              ))}
            </div>
            {rates && !noFees && !outdated && calculation.log.length > 0 && (
              <div className={styles.math} role="group" aria-label="Calculation">
                {calculation.log.map((entry, i) => (
                  <Fragment key={i}>
                    <span>
                      {entry.label}: {entry.field}
                    </span>
                    <span className={styles.amount}>{feeMathLine(entry) ?? 'no change'}</span>
                  </Fragment>
                ))}
                {calculation.complete ? (
                  <>
                    {rounding && calculation.totalCents !== calculation.calculatedCents && (
                      <>
                        <span>Calculated</span>
                        <span className={styles.amount}>{formatAmount(calculation.calculatedCents / 100)}</span>
                        <span>Rounded up to a whole dollar</span>
                        <span className={styles.amount}>{formatAmount(calculation.totalCents / 100)}</span>
                      </>
                    )}
                    {overrideValid && (
                      <>
                        <span>Override amount</span>
                        <span className={styles.amount}>{formatAmount(Number(override))}</span>
                      </>
                    )}
                    <span className={styles.total}>Total</span>
                    <span className={`${styles.amount} ${styles.total}`} aria-label="Total" role="status">
                      {formatAmount(overrideValid ? Number(override) : calculation.totalCents / 100)}
                    </span>
                  </>
                ) : (
                  <>
                    <span>Running total</span>
                    <span className={styles.amount}>{formatAmount(calculation.totalCents / 100)}</span>
                  </>
                )}
              </div>
            )}
            <div className={styles.override}>
              <Field label="Override Amount" validationMessage={fieldMessage(f, 'overrideAmount')}>
                <Input
                  name="overrideAmount"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={L.amount}
                  step={0.01}
                  contentBefore="$"
                  value={f.values.overrideAmount}
                  // As typed (Formik's own handler would turn a number field's text into a number).
                  onChange={(_e, d) => void f.setFieldValue('overrideAmount', d.value)}
                  onBlur={f.handleBlur}
                />
              </Field>
              <Field label="Override Reason" required={!!override} validationMessage={fieldMessage(f, 'overrideReason')}>
                <Textarea
                  name="overrideReason"
                  maxLength={L.overrideReason}
                  value={f.values.overrideReason}
                  onChange={f.handleChange}
                  onBlur={f.handleBlur}
                />
              </Field>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              type="submit"
              disabled={f.isSubmitting || !questions.length || loadingFees || feesFailed || noFees || outdated}
            >
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </FormikProvider>
  );
}
