import { Button, Card, Field, Input, makeStyles, Select, Switch, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Form, Formik, getIn, type FormikProps } from 'formik';
import { useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useBlocker } from 'react-router-dom';
import type { EventForm_query$key } from '../../../__generated__/EventForm_query.graphql';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { CRM_LOCKED_FIELDS, EVENT_STATUSES, EVENT_TYPES, FORM_STATUSES, FORM_TYPES, MEAL_TYPES, type MealTypeValue } from '../constants.ts';
import { EVENT_ZONES, shortZone } from '../../../shared/timezones.ts';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { UnsavedChangesDialog } from '../../../shared/UnsavedChangesDialog.tsx';
import { BLANK_SURVEY_ROW, CONFERENCE_TYPES, eventFormSchema, serverFieldErrors, type EventFormValues } from './eventFormSchema.ts';
import { EventLocationCard } from './form/EventLocationCard.tsx';
import { ShareInfoCard } from './form/ShareInfoCard.tsx';
import { SpeakersCard } from './form/SpeakersCard.tsx';
import { WebconferenceCard } from './form/WebconferenceCard.tsx';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  // Items keep their height (not the row's): a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  row: { display: 'flex', gap: '12px', alignItems: 'end' },
  actions: { display: 'flex', gap: '12px', justifyContent: 'end', maxWidth: '1000px' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  section: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
});

/** Form fields named like the api's, for the hidden/disabled field configuration. */
type ApiField =
  | 'shortName'
  | 'title'
  | 'startTime'
  | 'endTime'
  | 'zone'
  | 'type'
  | 'status'
  | 'notes'
  | 'topicId'
  | 'fieldRepId'
  | 'survey'
  | 'emailSeriesId'
  | 'registrationPage'
  | 'mealType'
  | 'replayUrl'
  | 'speakers'
  | 'conference'
  | 'eventShareInfo'
  | 'venueId'
  | 'locationType'
  | 'locationName'
  | 'locationAddress'
  | 'locationAddressLine2'
  | 'locationCity'
  | 'locationState'
  | 'locationZip';

/** Spec 000 §5: the fields an event cannot be saved without (marked with an asterisk, like the login form). */
const REQUIRED = new Set<keyof EventFormValues>(['shortName', 'title', 'startDate', 'endDate', 'zone', 'type', 'status']);

interface Props {
  query: EventForm_query$key;
  initialValues: EventFormValues;
  submitLabel: string;
  synced: boolean;
  /** Read-only facts shown on edit. */
  readOnly?: { estimatedAttendance: number | null | undefined; avRequirements: string | null | undefined };
  /** Saves; a refusal of the service is handed to `onError`, which shows its texts under their fields. */
  onSubmit(values: EventFormValues, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
  header?: ReactNode;
}

export function EventForm({ query, initialValues, submitLabel, synced, readOnly, onSubmit, onCancel, header }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment EventForm_query on Query {
        viewer {
          hiddenFields(entity: "event")
          disabledFields(entity: "event")
          tenant {
            id
            speakersEnabled: flag(id: "speakersEnabled")
            venuesEnabled: flag(id: "venuesEnabled")
          }
        }
        ...EventLocationCard_query
        topics(first: 100) {
          edges {
            node {
              internalId
              name
            }
          }
        }
        fieldReps(first: 100) {
          edges {
            node {
              internalId
              name
            }
          }
        }
        surveyTemplates(first: 100) {
          edges {
            node {
              internalId
              name
            }
          }
        }
        emailSeries(first: 100) {
          edges {
            node {
              internalId
              name
            }
          }
        }
        registrationTemplates(first: 100) {
          edges {
            node {
              internalId
              name
            }
          }
        }
      }
    `,
    query,
  );
  const hidden = new Set(data.viewer?.hiddenFields ?? []);
  const tenant = data.viewer?.tenant;
  const disabled = new Set<string>([...(data.viewer?.disabledFields ?? []), ...(synced ? CRM_LOCKED_FIELDS : [])]);
  const options = (
    connection:
      { edges: readonly { node: { internalId: number; name: string | null | undefined } | null | undefined }[] } | null | undefined,
  ) => (connection?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const saved = useRef(false);
  const form = useRef<FormikProps<EventFormValues>>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !saved.current && !!form.current?.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <Formik
      innerRef={form}
      initialValues={initialValues}
      validate={zodValidate(eventFormSchema(synced))}
      onSubmit={async (values, { setErrors }) => {
        saved.current = true;
        const ok = await onSubmit(values, (error) => {
          const fields = (error as { source?: { extensions?: { fields?: Record<string, string> } }[] }).source?.[0]?.extensions?.fields;
          if (fields) setErrors(serverFieldErrors(fields));
        });
        if (!ok) saved.current = false;
      }}
    >
      {(f) => {
        const error = (path: string) =>
          getIn(f.touched, path) || f.submitCount > 0 ? (getIn(f.errors, path) as string | undefined) : undefined;
        const input = (name: keyof EventFormValues, label: string, api: ApiField, type: 'text' | 'date' | 'time' | 'url' = 'text') =>
          hidden.has(api) ? null : (
            <Field label={label} validationMessage={error(name)} required={REQUIRED.has(name) && !(synced && name === 'shortName')}>
              <Input
                name={name}
                type={type}
                value={String(f.values[name] ?? '')}
                onChange={f.handleChange}
                onBlur={f.handleBlur}
                disabled={disabled.has(api)}
              />
            </Field>
          );
        const select = (
          name: keyof EventFormValues,
          label: string,
          api: ApiField,
          choices: [string, string][],
          onChange?: (v: string) => void,
        ) =>
          hidden.has(api) ? null : (
            <Field label={label} validationMessage={error(name)} required={REQUIRED.has(name)}>
              <Select
                name={name}
                value={String(f.values[name] ?? '')}
                disabled={disabled.has(api)}
                onChange={(_e, d) => (onChange ? onChange(d.value) : f.setFieldValue(name, d.value))}
              >
                {choices.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </Select>
            </Field>
          );
        const none: [string, string] = ['', '—'];
        const surveyRows = f.values.surveyTemplates;
        return (
          <Form noValidate className={styles.form} ref={formElement}>
            <FocusFirstError form={formElement} />
            <Card className={styles.card}>
              {header}
              <div className={styles.grid}>
                {input('shortName', 'Name', 'shortName')}
                {input('title', 'Program Name', 'title')}
                {input('startDate', 'Start Date', 'startTime', 'date')}
                {input('startTime', 'Start Time', 'startTime', 'time')}
                {input('endDate', 'End Date', 'endTime', 'date')}
                {input('endTime', 'End Time', 'endTime', 'time')}
                {select(
                  'zone',
                  'Timezone',
                  'zone',
                  EVENT_ZONES.map((z) => [z, `${z} (${shortZone(z)})`]),
                )}
                {select(
                  'type',
                  'Type',
                  'type',
                  FORM_TYPES.map((t) => [t, EVENT_TYPES[t]]),
                  (value) => {
                    void f.setFieldValue('type', value);
                    if (value !== 'LIVE') void f.setFieldValue('mealType', '');
                  },
                )}
                {select(
                  'status',
                  'Status',
                  'status',
                  (FORM_STATUSES.includes(f.values.status) ? FORM_STATUSES : [f.values.status, ...FORM_STATUSES]).map((s) => [
                    s,
                    EVENT_STATUSES[s].label,
                  ]),
                )}
                {select('topicId', 'Topic', 'topicId', [
                  none,
                  ...options(data.topics).map((t): [string, string] => [String(t.internalId), t.name ?? '']),
                ])}
                {select('fieldRepId', 'Event Owner', 'fieldRepId', [
                  none,
                  ...options(data.fieldReps).map((t): [string, string] => [String(t.internalId), t.name ?? '']),
                ])}
                {f.values.type === 'LIVE' &&
                  select('mealType', 'Meal Type', 'mealType', [none, ...(Object.entries(MEAL_TYPES) as [MealTypeValue, string][])])}
                {f.values.status === 'ON_DEMAND' && input('replayUrl', 'Replay URL', 'replayUrl', 'url')}
              </div>
              {!hidden.has('notes') && (
                <Field label="Notes">
                  <Textarea name="notes" value={f.values.notes} onChange={f.handleChange} disabled={disabled.has('notes')} />
                </Field>
              )}
              {readOnly && (
                <div className={styles.grid}>
                  {!hidden.has('estimatedAttendance' as ApiField) && (
                    <Field label="Estimated Attendance">
                      <Input readOnly value={readOnly.estimatedAttendance == null ? '' : String(readOnly.estimatedAttendance)} />
                    </Field>
                  )}
                  {!hidden.has('avRequirements' as ApiField) && (
                    <Field label="AV Requirements">
                      <Input readOnly value={readOnly.avRequirements ?? ''} />
                    </Field>
                  )}
                </div>
              )}
              {!hidden.has('survey') && (
                <div className={styles.section}>
                  <Switch
                    label="Enable Survey"
                    checked={f.values.survey}
                    disabled={disabled.has('survey')}
                    onChange={(_e, d) => {
                      void f.setFieldValue('survey', d.checked);
                      void f.setFieldValue(
                        'surveyTemplates',
                        d.checked ? (surveyRows.length ? surveyRows : [BLANK_SURVEY_ROW]) : surveyRows.filter((r) => r.id),
                      );
                    }}
                  />
                  {f.values.survey &&
                    surveyRows.map((row, i) => (
                      <div className={styles.row} key={i}>
                        <Field label="Survey Template" validationMessage={error(`surveyTemplates.${i}.id`)}>
                          <Select value={row.id} onChange={(_e, d) => f.setFieldValue(`surveyTemplates.${i}.id`, d.value)}>
                            {[
                              none,
                              ...options(data.surveyTemplates).map((t): [string, string] => [String(t.internalId), t.name ?? '']),
                            ].map(([value, text]) => (
                              <option key={value} value={value}>
                                {text}
                              </option>
                            ))}
                          </Select>
                        </Field>
                        <Field label="Survey Due Date">
                          <Input
                            type="date"
                            value={row.dueDate}
                            onChange={(_e, d) => f.setFieldValue(`surveyTemplates.${i}.dueDate`, d.value)}
                          />
                        </Field>
                        <Field label="Survey Due Time">
                          <Input
                            type="time"
                            value={row.dueTime}
                            onChange={(_e, d) => f.setFieldValue(`surveyTemplates.${i}.dueTime`, d.value)}
                          />
                        </Field>
                        <Button
                          icon={<DeleteRegular />}
                          aria-label="Remove survey template"
                          onClick={() => {
                            const rest = surveyRows.filter((_r, k) => k !== i);
                            void f.setFieldValue('surveyTemplates', rest);
                            if (!rest.length) void f.setFieldValue('survey', false);
                          }}
                        />
                      </div>
                    ))}
                  {f.values.survey && (
                    <Button icon={<AddRegular />} onClick={() => f.setFieldValue('surveyTemplates', [...surveyRows, BLANK_SURVEY_ROW])}>
                      Add Survey Template
                    </Button>
                  )}
                </div>
              )}
              {!hidden.has('emailSeriesId') && (
                <div className={styles.section}>
                  <Switch
                    label="Enable Emails"
                    checked={f.values.emailsEnabled}
                    disabled={disabled.has('emailSeriesId')}
                    onChange={(_e, d) => {
                      void f.setFieldValue('emailsEnabled', d.checked);
                      if (!d.checked) void f.setFieldValue('emailSeriesId', '');
                    }}
                  />
                  {f.values.emailsEnabled && (
                    <div className={styles.grid}>
                      {select('emailSeriesId', 'Email Series', 'emailSeriesId', [
                        none,
                        ...options(data.emailSeries).map((t): [string, string] => [String(t.internalId), t.name ?? '']),
                      ])}
                      <Field label="From Email" validationMessage={error('emailFromAddress')}>
                        <Input
                          name="emailFromAddress"
                          type="email"
                          value={f.values.emailFromAddress}
                          onChange={f.handleChange}
                          onBlur={f.handleBlur}
                        />
                      </Field>
                      <Field label="From Name">
                        <Input name="emailFromName" value={f.values.emailFromName} onChange={f.handleChange} />
                      </Field>
                    </div>
                  )}
                </div>
              )}
              {!hidden.has('registrationPage') && (
                <div className={styles.section}>
                  <Switch
                    label="Enable Registration"
                    checked={f.values.registrationPage}
                    disabled={disabled.has('registrationPage')}
                    onChange={(_e, d) => f.setFieldValue('registrationPage', d.checked)}
                  />
                  {f.values.registrationPage && (
                    <div className={styles.grid}>
                      <Field label="Registration Template" validationMessage={error('registrationTemplateId')}>
                        <Select
                          value={f.values.registrationTemplateId}
                          onChange={(_e, d) => f.setFieldValue('registrationTemplateId', d.value)}
                        >
                          {[
                            none,
                            ...options(data.registrationTemplates).map((t): [string, string] => [String(t.internalId), t.name ?? '']),
                          ].map(([value, text]) => (
                            <option key={value} value={value}>
                              {text}
                            </option>
                          ))}
                        </Select>
                      </Field>
                      <Switch
                        label="Registration Closed"
                        checked={f.values.registrationClosed}
                        onChange={(_e, d) => f.setFieldValue('registrationClosed', d.checked)}
                      />
                    </div>
                  )}
                </div>
              )}
            </Card>
            {tenant?.speakersEnabled && !hidden.has('speakers') && <SpeakersCard disabled={disabled.has('speakers')} />}
            <EventLocationCard query={data} venuesEnabled={!!tenant?.venuesEnabled} hidden={hidden} disabled={disabled} />
            {CONFERENCE_TYPES.includes(f.values.type) && !hidden.has('conference') && (
              <WebconferenceCard disabled={disabled.has('conference')} />
            )}
            {!hidden.has('eventShareInfo') && <ShareInfoCard tenantId={tenant?.id ?? ''} disabled={disabled.has('eventShareInfo')} />}
            <div className={styles.actions}>
              <Button onClick={onCancel}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={f.isSubmitting || (!!readOnly && !f.dirty)}>
                {submitLabel}
              </Button>
            </div>
            {/* Saving leaves for the list, like the Add/Update button does. */}
            <UnsavedChangesDialog blocker={blocker} onSave={() => void f.submitForm()} />
          </Form>
        );
      }}
    </Formik>
  );
}
