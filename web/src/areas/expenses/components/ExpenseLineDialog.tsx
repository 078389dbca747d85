import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Option,
  Select,
} from '@fluentui/react-components';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ExpenseLineDialogSpeakersQuery } from '../../../__generated__/ExpenseLineDialogSpeakersQuery.graphql';
import { EXPENSE_LIMITS as L } from '../../../../../api/src/areas/expenses/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { fieldMessage } from '../../../shared/fieldMessage.ts';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { speakerName } from '../../../shared/speakerLabel.ts';
import { serviceFieldErrors } from '../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { EventSearchField } from '../../../shared/EventSearchField.tsx';
import { useAddExpenseLineMutation } from '../mutations/useAddExpenseLineMutation.ts';
import { useUpdateExpenseLineMutation } from '../mutations/useUpdateExpenseLineMutation.ts';
import {
  expenseLineSchema,
  OFFERED_TYPES,
  STATUS_LABELS,
  type ExpenseLineValues,
  type LineEvent,
  type LineStatus,
} from './expenseLineSchema.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '12px', alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
});

// The speaker's name is read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const speakersQuery = graphql`
  query ExpenseLineDialogSpeakersQuery($eventId: ID!) {
    event: node(id: $eventId) {
      ... on Event {
        shortName
        title
        speakers {
          speakerId
          speaker {
            id
            firstName
            lastName
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** The line being edited, as the table shows it. */
export interface EditedLine {
  id: string;
  expenseType: string;
  amount: number;
  paymentDate?: string | null;
  status: LineStatus;
}

/** What the dialog opens on: a line to edit (with its row's event and speaker), or a new line (`line` null). */
export interface LineDialogTarget {
  line: EditedLine | null;
  event: LineEvent | null;
  /** Global speaker id; null for the whole event. */
  speakerId: string | null;
}

/** Where the saved line now is: its row (event and speaker) and how the list's search finds it. */
export interface SavedLine {
  eventId: string;
  speakerId: string | null;
  label: string;
  change: 'added' | 'updated';
}

interface SpeakerChoice {
  id: string;
  name: string;
}

/** The service's field names (REST body) → the form's. */
const FORM_FIELD: Record<string, keyof ExpenseLineValues> = { eventId: 'event', speakerId: 'speakerId' };

/** The chosen event's speakers and short name (the changed row's label), asked when the event changes. */
function useEventDetail(eventId: string | null) {
  const environment = useRelayEnvironment();
  const [detail, setDetail] = useState<{ eventId: string; speakers: SpeakerChoice[]; shortName: string } | null>(null);
  useEffect(() => {
    if (!eventId) return;
    let current = true;
    fetchQuery<ExpenseLineDialogSpeakersQuery>(environment, speakersQuery, { eventId })
      .toPromise()
      .then(
        (data) => {
          if (!current) return;
          const event = data?.event;
          setDetail({
            eventId,
            shortName: event?.shortName || event?.title || '',
            speakers: (event?.speakers ?? []).flatMap((s) =>
              s.speaker ? [{ id: s.speaker.id, name: speakerName(s.speaker) || `Speaker ${s.speakerId}` }] : [],
            ),
          });
        },
        () => current && setDetail({ eventId, shortName: '', speakers: [] }),
      );
    return () => {
      current = false;
    };
  }, [environment, eventId]);
  return detail && detail.eventId === eventId ? detail : null;
}

function initialValues({ line, event, speakerId }: LineDialogTarget): ExpenseLineValues {
  return {
    event,
    speakerId: speakerId ?? '',
    expenseType: line?.expenseType ?? '',
    amount: line ? String(line.amount) : '',
    paymentDate: line?.paymentDate ?? '',
    status: line?.status ?? 'PENDING',
  };
}

/**
 * Add Expense Line / Edit Expense Line (spec 002 §2.16): the event (searched), its speaker or the whole event, the
 * expense type (the offered ones or any other text; Honoraria lines are the checks'), the amount in dollars, the payment
 * date and the status. Saved: 'Successfully created' / 'Successfully updated', and `onSaved` says where the line is.
 */
export function ExpenseLineDialog({
  target,
  onClose,
  onSaved,
}: {
  target: LineDialogTarget | null;
  onClose(): void;
  onSaved(saved: SavedLine): void;
}) {
  // The last target stays rendered while the dialog closes (it animates); each opening starts a fresh form.
  const [shown, setShown] = useState(target);
  const [opening, setOpening] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setOpening((n) => n + 1);
  }
  return (
    <Dialog open={!!target} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '720px' }}>
        {shown && <LineForm key={opening} target={shown} onClose={onClose} onSaved={onSaved} />}
      </DialogSurface>
    </Dialog>
  );
}

function LineForm({ target, onClose, onSaved }: { target: LineDialogTarget; onClose(): void; onSaved(saved: SavedLine): void }) {
  const notify = useNotify();
  const [add] = useAddExpenseLineMutation();
  const [update] = useUpdateExpenseLineMutation();
  // The chosen event's short name, as its speakers' answer gives it: what the list's search finds the row by.
  const shortNameRef = useRef('');
  const editing = target.line;

  const save = async (values: ExpenseLineValues, { setErrors }: FormikHelpers<ExpenseLineValues>) => {
    const eventId = values.event!.id;
    const speakerId = values.speakerId || null;
    const line = {
      eventId,
      speakerId,
      expenseType: values.expenseType.trim(),
      amount: Number(values.amount.trim()),
      paymentDate: values.paymentDate || null,
      status: values.status,
    };
    const onError = (error: Error) => {
      const fields = serviceFieldErrors(error);
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([field, text]) => [FORM_FIELD[field] ?? field, text])));
    };
    const ok = editing
      ? await commitAsync(update, { input: { id: editing.id, ...line } }, onError)
      : await commitAsync(add, { input: line }, onError);
    if (!ok) return;
    notify('success', editing ? 'Successfully updated' : 'Successfully created');
    onSaved({ eventId, speakerId, label: shortNameRef.current || values.event!.label, change: editing ? 'updated' : 'added' });
    onClose();
  };

  return (
    <Formik<ExpenseLineValues>
      initialValues={initialValues(target)}
      validate={zodValidate<ExpenseLineValues>(expenseLineSchema)}
      onSubmit={save}
    >
      <LineFields editing={!!editing} shortNameRef={shortNameRef} onClose={onClose} />
    </Formik>
  );
}

function LineFields({ editing, shortNameRef, onClose }: { editing: boolean; shortNameRef: RefObject<string>; onClose(): void }) {
  const styles = useStyles();
  const element = useRef<HTMLFormElement>(null);
  const f = useFormikContext<ExpenseLineValues>();
  const v = f.values;
  const detail = useEventDetail(v.event?.id ?? null);
  const speakers = detail?.speakers ?? [];
  const { setFieldValue } = f;
  // A speaker of the event chosen before stays only if they speak at this one too.
  useEffect(() => {
    shortNameRef.current = detail?.shortName ?? '';
    if (detail && v.speakerId && !detail.speakers.some((s) => s.id === v.speakerId)) void setFieldValue('speakerId', '');
  }, [detail, v.speakerId, setFieldValue, shortNameRef]);
  const [typeText, setTypeText] = useState(v.expenseType);
  const title = editing ? 'Edit Expense Line' : 'Add Expense Line';
  const typed = typeText.trim().toLowerCase();
  return (
    <Form ref={element} noValidate aria-label={title}>
      <FocusFirstError form={element} />
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.form}>
          <div className={styles.wide}>
            <EventSearchField value={v.event} onChange={(event) => void f.setFieldValue('event', event)} error={fieldMessage(f, 'event')} />
          </div>
          <Field label="Speaker" validationMessage={fieldMessage(f, 'speakerId')}>
            <Select value={v.speakerId} disabled={!v.event} onChange={(_e, d) => void f.setFieldValue('speakerId', d.value)}>
              <option value="">Whole event</option>
              {/* The line's speaker until the event's speakers are known (editing). */}
              {v.speakerId && !detail && <option value={v.speakerId}>Loading speakers…</option>}
              {speakers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Expense Type" required validationMessage={fieldMessage(f, 'expenseType')}>
            <Combobox
              freeform
              value={typeText}
              maxLength={L.expenseType}
              selectedOptions={OFFERED_TYPES.includes(v.expenseType as never) ? [v.expenseType] : []}
              onChange={(e) => {
                setTypeText(e.target.value);
                void f.setFieldValue('expenseType', e.target.value);
              }}
              onOptionSelect={(_e, d) => {
                if (!d.optionValue) return;
                setTypeText(d.optionValue);
                void f.setFieldValue('expenseType', d.optionValue);
              }}
              onBlur={() => void f.setFieldTouched('expenseType')}
            >
              {OFFERED_TYPES.filter(
                (type) => !typed || OFFERED_TYPES.includes(typeText as never) || type.toLowerCase().includes(typed),
              ).map((type) => (
                <Option key={type} value={type}>
                  {type}
                </Option>
              ))}
            </Combobox>
          </Field>
          <Field label="Amount" required validationMessage={fieldMessage(f, 'amount')}>
            <Input
              name="amount"
              inputMode="decimal"
              contentBefore="$"
              value={v.amount}
              onChange={(_e, d) => void f.setFieldValue('amount', d.value)}
              onBlur={f.handleBlur}
            />
          </Field>
          <Field label="Payment Date" validationMessage={fieldMessage(f, 'paymentDate')}>
            <Input
              name="paymentDate"
              type="date"
              value={v.paymentDate}
              onChange={(_e, d) => void f.setFieldValue('paymentDate', d.value)}
              onBlur={f.handleBlur}
            />
          </Field>
          <Field label="Status" required validationMessage={fieldMessage(f, 'status')}>
            <Select value={v.status} onChange={(_e, d) => void f.setFieldValue('status', d.value)}>
              {(Object.entries(STATUS_LABELS) as [LineStatus, string][]).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button appearance="primary" type="submit" disabled={f.isSubmitting || (editing && !f.dirty)}>
            Save
          </Button>
        </DialogActions>
      </DialogBody>
    </Form>
  );
}
