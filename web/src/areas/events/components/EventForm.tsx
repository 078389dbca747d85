import { Button, Card, makeStyles } from '@fluentui/react-components';
import { Form, Formik, type FormikProps } from 'formik';
import { useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useBlocker } from 'react-router-dom';
import type { EventForm_query$key } from '../../../__generated__/EventForm_query.graphql';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { CRM_LOCKED_FIELDS } from '../constants.ts';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { DISCARD_OR_SAVE, UnsavedChangesDialog } from '../../../shared/UnsavedChangesDialog.tsx';
import { CONFERENCE_TYPES, eventFormSchema, serverFieldErrors, type EventFormValues } from './eventFormSchema.ts';
import { EventDetailsFields, type EventReadOnlyFacts } from './form/EventDetailsFields.tsx';
import { NONE, type Choice, type FieldRules } from './form/eventFields.tsx';
import { EmailsSection, RegistrationSection, SurveySection } from './form/EventOptionSections.tsx';
import { EventLocationCard } from './form/EventLocationCard.tsx';
import { ShareInfoCard } from './form/ShareInfoCard.tsx';
import { SpeakersCard } from './form/SpeakersCard.tsx';
import { WebconferenceCard } from './form/WebconferenceCard.tsx';
import { FormActions } from '../../../shared/FormActions.tsx';

/** The empty choice, then a lookup's records by internal id and name. */
const lookupChoices = (
  connection: { edges: readonly { node: { internalId: number; name: string | null | undefined } | null | undefined }[] } | null | undefined,
): Choice[] => [
  NONE,
  ...(connection?.edges ?? []).flatMap((e): Choice[] => (e.node ? [[String(e.node.internalId), e.node.name ?? '']] : [])),
];

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  actions: { maxWidth: '1000px' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
});

interface Props {
  query: EventForm_query$key;
  initialValues: EventFormValues;
  submitLabel: string;
  synced: boolean;
  /** Read-only facts shown on edit. */
  readOnly?: EventReadOnlyFacts;
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
        # Every field rep (up to 1,000) and every registration template (up to 3,000): spec 001 §9.
        fieldReps(first: -1) {
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
        registrationTemplates(first: -1) {
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
  const rules: FieldRules = { hidden, disabled, synced };
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
      {(f) => (
        <Form noValidate className={styles.form} ref={formElement}>
          <FocusFirstError form={formElement} />
          <Card className={styles.card}>
            {header}
            <EventDetailsFields
              rules={rules}
              topics={lookupChoices(data.topics)}
              fieldReps={lookupChoices(data.fieldReps)}
              readOnly={readOnly}
            />
            {!hidden.has('survey') && <SurveySection rules={rules} templates={lookupChoices(data.surveyTemplates)} />}
            {!hidden.has('emailSeriesId') && <EmailsSection rules={rules} series={lookupChoices(data.emailSeries)} />}
            {!hidden.has('registrationPage') && <RegistrationSection rules={rules} templates={lookupChoices(data.registrationTemplates)} />}
          </Card>
          {tenant?.speakersEnabled && !hidden.has('speakers') && <SpeakersCard disabled={disabled.has('speakers')} />}
          <EventLocationCard query={data} venuesEnabled={!!tenant?.venuesEnabled} hidden={hidden} disabled={disabled} />
          {CONFERENCE_TYPES.includes(f.values.type) && !hidden.has('conference') && (
            <WebconferenceCard disabled={disabled.has('conference')} />
          )}
          {!hidden.has('eventShareInfo') && <ShareInfoCard tenantId={tenant?.id ?? ''} disabled={disabled.has('eventShareInfo')} />}
          <FormActions className={styles.actions}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" type="submit" disabled={f.isSubmitting || (!!readOnly && !f.dirty)}>
              {submitLabel}
            </Button>
          </FormActions>
          {/* Saving leaves for the list, like the Add/Update button does. */}
          <UnsavedChangesDialog blocker={blocker} onSave={() => void f.submitForm()} message={DISCARD_OR_SAVE} />
        </Form>
      )}
    </Formik>
  );
}
