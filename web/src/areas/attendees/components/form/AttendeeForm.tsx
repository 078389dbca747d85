import { Button, Card, CardHeader, Checkbox, Field, Input, makeStyles, Select, Text, Title2, tokens } from '@fluentui/react-components';
import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { QuestionDef } from '../../../../../../api/src/areas/questions/contract.ts';
import { loadAllowedCharacters, validateAnswers, type AllowedCharactersTest } from '../../../../../../api/src/areas/questions/engine.ts';
import type { AttendeeFormEventSearchQuery } from '../../../../__generated__/AttendeeFormEventSearchQuery.graphql';
import type { AttendeeFormQuestionsQuery } from '../../../../__generated__/AttendeeFormQuestionsQuery.graphql';
import { questionFormValue } from '../../../surveys/components/questionValues.ts';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { SearchCombobox } from '../../../../shared/SearchCombobox.tsx';
import { UnsavedChangesDialog } from '../../../../shared/UnsavedChangesDialog.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import { useGuardedForm } from '../../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { AdditionalQuestions } from './AdditionalQuestions.tsx';
import {
  ATTENDANCE_STATUS_OPTIONS,
  ATTENDEE_FORM_MESSAGES as M,
  ATTENDEE_TYPE_OPTIONS,
  attendeeFormSchema,
  type AttendeeFormValues,
} from './attendeeFormSchema.ts';
import { FormActions } from '../../../../shared/FormActions.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  // Items keep their own height: a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  id: { flexGrow: 1, color: tokens.colorNeutralForeground3 },
});

/** Spec 001 §4 / §9: the events the form offers (in progress, confirmed, complete), a search of at most 100. */
const eventSearch = graphql`
  query AttendeeFormEventSearchQuery($searchQuery: String) {
    events(first: 100, searchQuery: $searchQuery, filters: { selectedStatuses: [IN_PROGRESS, CONFIRMED, COMPLETE] }) {
      edges {
        node {
          internalId
          shortName
          title
          registrationTemplateId
        }
      }
    }
  }
`;

const questionsQuery = graphql`
  query AttendeeFormQuestionsQuery($templateId: Int!) {
    registrationTemplate(internalId: $templateId) {
      questions {
        ...questionValues_question
      }
    }
  }
`;

export interface EventChoice {
  id: number;
  label: string;
  registrationTemplateId: number | null;
}

const eventLabel = (e: { shortName?: string | null; title?: string | null }) => [e.shortName, e.title].filter(Boolean).join(' — ');

async function searchEvents(environment: Environment, text: string): Promise<EventChoice[]> {
  const data = await fetchQuery<AttendeeFormEventSearchQuery>(environment, eventSearch, { searchQuery: text || null }).toPromise();
  return (data?.events?.edges ?? []).flatMap((e) =>
    e.node ? [{ id: e.node.internalId, label: eventLabel(e.node), registrationTemplateId: e.node.registrationTemplateId ?? null }] : [],
  );
}

/** The registration questions of a template without its opt-in form ('Invalid registration template' when it is gone),
 *  with the allowed-characters test they need (RE2, loaded with them only when one has a pattern: the api's own). */
function useRegistrationQuestions(templateId: number | null) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{
    templateId: number | null;
    questions: QuestionDef[];
    allows: AllowedCharactersTest | null;
    error?: string;
  }>({ templateId: null, questions: [], allows: null });
  useEffect(() => {
    if (!templateId) return undefined;
    let current = true;
    fetchQuery<AttendeeFormQuestionsQuery>(environment, questionsQuery, { templateId })
      .toPromise()
      .then(async (data) => {
        const template = data?.registrationTemplate;
        const questions = (template?.questions ?? []).map((q) => questionFormValue(q)).filter((q) => q.registrationFormType !== 'opt-in');
        return { templateId, questions, allows: await loadAllowedCharacters(questions), ...(template ? {} : { error: M.invalidTemplate }) };
      })
      .then(
        (loaded) => current && setState(loaded),
        () => current && setState({ templateId, questions: [], allows: null, error: M.invalidTemplate }),
      );
    return () => {
      current = false;
    };
  }, [environment, templateId]);
  if (!templateId) return { questions: [] as QuestionDef[], allows: null, loading: false };
  return {
    questions: state.templateId === templateId ? state.questions : [],
    allows: state.templateId === templateId ? state.allows : null,
    loading: state.templateId !== templateId,
    error: state.error,
  };
}

interface Props {
  /** The attendee's internal id when editing. */
  internalId?: number;
  initialValues: AttendeeFormValues;
  /** The event's registration template (editing: the attendance's event). */
  initialTemplateId?: number | null;
  /** Marketing and field reps (no write permission): every field disabled, no save bar. */
  readOnly: boolean;
  /** The tenant's hideAttendeeAddressFields. */
  hideAddress: boolean;
  /** Admin and SystemAdmin see the Notifications subscriptions. */
  showSubscriptions: boolean;
  /** Saves; answers whether it succeeded, or the service's refusals by field (`answers.<ref>` for questions). */
  onSubmit(values: AttendeeFormValues, onError: (error: Error) => void): Promise<boolean | Record<string, string>>;
  onCancel(): void;
}

/** The form's errors: the person fields' (zod) and the questions' (the rules engine, as the service decides). */
const validateWith = (questions: readonly QuestionDef[], allows: AllowedCharactersTest | null) => {
  const fields = zodValidate<AttendeeFormValues>(attendeeFormSchema);
  return (values: AttendeeFormValues): FormikErrors<AttendeeFormValues> => {
    const errors = fields(values);
    const answers = validateAnswers(questions, values.answers, [], allows).errors;
    return Object.keys(answers).length ? { ...errors, answers: answers as FormikErrors<AttendeeFormValues>['answers'] } : errors;
  };
};

/**
 * Add / Edit Attendee (spec 001 §2 "Attendee form"): the Event, General Info, Additional Questions, Attendance Info
 * and Notifications cards, validated on blur; the save bar with the ID when editing, Update only after a change;
 * leaving with changes asks first.
 */
export function AttendeeForm({
  internalId,
  initialValues,
  initialTemplateId = null,
  readOnly,
  hideAddress,
  showSubscriptions,
  onSubmit,
  onCancel,
}: Props) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [templateId, setTemplateId] = useState<number | null>(initialTemplateId);
  const { questions, allows, loading, error: templateError } = useRegistrationQuestions(templateId);
  const validate = useMemo(() => validateWith(questions, allows), [questions, allows]);
  const editing = internalId !== undefined;
  // The Formik instance, for placing the service's refusals (the guarded form's ref, read after each render).
  const formik = useRef<FormikProps<AttendeeFormValues> | null>(null);
  const guarded = useGuardedForm<AttendeeFormValues>(async (values, onError) => {
    const result = await onSubmit(values, onError);
    if (typeof result === 'boolean') return result;
    const errors: Record<string, unknown> = {};
    for (const [key, message] of Object.entries(result)) {
      if (/^\d+$/.test(key)) errors.answers = { ...(errors.answers as object), [key]: message };
      else errors[key] = message;
    }
    formik.current?.setErrors(errors as FormikErrors<AttendeeFormValues>);
    return false;
  });
  useEffect(() => {
    formik.current = guarded.form.current;
  });
  const formElement = useRef<HTMLFormElement>(null);
  const [eventText, setEventText] = useState('');
  const found = useDebouncedSearch(eventText, (t) => searchEvents(environment, t), !editing && !readOnly);

  return (
    <Formik
      innerRef={guarded.form}
      initialValues={initialValues}
      validate={validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={guarded.onSubmit}
    >
      {(f) => {
        const error = (name: keyof AttendeeFormValues) => fieldMessage(f, name);
        const v = f.values;
        const text = (
          name: 'firstName' | 'lastName' | 'email' | 'address' | 'city' | 'state' | 'zipCode',
          label: string,
          required = false,
          max = 100,
        ) => (
          <Field label={label} required={required} validationMessage={error(name)}>
            <Input name={name} value={v[name]} maxLength={max} disabled={readOnly} onChange={f.handleChange} onBlur={f.handleBlur} />
          </Field>
        );
        return (
          <Form noValidate className={styles.form} ref={formElement} onBlur={guarded.onBlur}>
            <FocusFirstError form={formElement} />
            <Title2 as="h2">{editing ? [initialValues.firstName, initialValues.lastName].join(' ') : 'New Attendee'}</Title2>
            <Card className={styles.card}>
              <CardHeader
                header={
                  <Text as="h3" weight="semibold" size={500}>
                    Event
                  </Text>
                }
              />
              <Field label="Event" required validationMessage={error('eventId') ?? templateError}>
                {editing || readOnly ? (
                  <Input value={v.eventLabel} disabled aria-label="Event" />
                ) : (
                  <SearchCombobox
                    placeholder="Search events"
                    text={eventText || v.eventLabel}
                    onTextChange={(t) => {
                      setEventText(t);
                      if (v.eventId && t !== v.eventLabel) {
                        void f.setValues({ ...f.values, eventId: 0, eventLabel: '', answers: {} });
                        setTemplateId(null);
                      }
                    }}
                    options={found.map((e) => ({ value: String(e.id), text: e.label }))}
                    onPick={(value) => {
                      const event = found.find((e) => String(e.id) === value);
                      // The combobox selects again when it loses focus: the same event keeps the answers.
                      if (!event || event.id === v.eventId) return;
                      setEventText('');
                      setTemplateId(event.registrationTemplateId);
                      // Touched first without validating; the new values are then validated as given (Formik validates a
                      // later call's snapshot of the values, so the order matters).
                      void f.setFieldTouched('eventId', true, false);
                      void f.setValues({ ...f.values, eventId: event.id, eventLabel: event.label, answers: {} }, true);
                    }}
                  />
                )}
              </Field>
            </Card>
            <Card className={styles.card}>
              <CardHeader
                header={
                  <Text as="h3" weight="semibold" size={500}>
                    General Info
                  </Text>
                }
              />
              <div className={styles.grid}>
                {text('firstName', 'First Name', true)}
                {text('lastName', 'Last Name', true)}
                {text('email', 'Email', false, 320)}
                <Field label="Type">
                  <Select name="type" value={v.type} disabled={readOnly} onChange={f.handleChange} onBlur={f.handleBlur}>
                    {ATTENDEE_TYPE_OPTIONS.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Select>
                </Field>
                {!hideAddress && (
                  <>
                    {text('address', 'Address', false, 200)}
                    {text('city', 'City')}
                    {text('state', 'State', false, 50)}
                    {text('zipCode', 'Zip', false, 5)}
                  </>
                )}
              </div>
            </Card>
            <AdditionalQuestions questions={questions} allows={allows} disabled={readOnly} loading={loading} />
            <Card className={styles.card}>
              <CardHeader
                header={
                  <Text as="h3" weight="semibold" size={500}>
                    Attendance Info
                  </Text>
                }
              />
              <Field label="Status">
                <Select name="status" value={v.status} disabled={readOnly} onChange={f.handleChange} onBlur={f.handleBlur}>
                  {ATTENDANCE_STATUS_OPTIONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
            </Card>
            {showSubscriptions && (
              <Card className={styles.card}>
                <CardHeader
                  header={
                    <Text as="h3" weight="semibold" size={500}>
                      Notifications
                    </Text>
                  }
                />
                <Checkbox
                  label="Subscribed for Email Notifications"
                  checked={v.subscribed}
                  disabled={readOnly}
                  onChange={(_e, d) => void f.setFieldValue('subscribed', d.checked === true)}
                />
                <Checkbox
                  label="Subscribed for Marketing Emails"
                  checked={v.marketingOptIn}
                  disabled={readOnly}
                  onChange={(_e, d) => void f.setFieldValue('marketingOptIn', d.checked === true)}
                />
              </Card>
            )}
            {readOnly ? (
              internalId !== undefined && <Text className={styles.id}>ID: {internalId}</Text>
            ) : (
              <FormActions start={editing ? `ID: ${internalId}` : ''}>
                <Button onClick={onCancel}>Cancel</Button>
                <Button appearance="primary" type="submit" disabled={f.isSubmitting || (editing && !f.dirty)}>
                  {editing ? 'Update' : 'Create'}
                </Button>
              </FormActions>
            )}
            {/* Saving leaves for the list, as the save button does. */}
            {!readOnly && <UnsavedChangesDialog blocker={guarded.blocker} onSave={() => void f.submitForm()} />}
          </Form>
        );
      }}
    </Formik>
  );
}
