import { Button, Card, Checkbox, Field, Input, makeStyles, Title2 } from '@fluentui/react-components';
import { EyeRegular, SendRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ManualTriggerForm_query$key } from '../../../../__generated__/ManualTriggerForm_query.graphql';
import { CUSTOM_RECIPIENT_TYPES } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { readSession } from '../../../../app/session.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { errorMessage } from '../../../../relay/environment.ts';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { FormActions } from '../../../../shared/FormActions.tsx';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { SpeakerSearchField } from '../../../../shared/SpeakerSearchField.tsx';
import { useTriggerEmailMutation } from '../../mutations/useTriggerEmailMutation.ts';
import { emailProduct } from '../list/emailListOptions.ts';
import { setsCustomRecipients } from '../template/emailTemplateValues.ts';
import { fetchEmailPreview, type EmailPreview } from './emailPreview.ts';
import { EmailPreviewPane } from './EmailPreviewPane.tsx';
import { LookupField } from './LookupField.tsx';
import { lookupAttendances, lookupEvents, lookupTemplates, lookupTrainings } from './manualTriggerLookups.ts';
import {
  manualTriggerSchema,
  needs,
  NO_TRIGGER,
  offersPasswordReset,
  toTriggerInput,
  type ManualTriggerValues,
} from './manualTriggerValues.ts';

/** Spec 002 §8. */
export const EMAIL_SENT = 'Email sent.';
/** A send that failed without the server's answer (the network layer has said why). */
const NOT_SENT = 'The email was not sent';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px' },
  // Two or three columns on a wide window, one at 800 px beside the drawer (as the template form).
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '16px', alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
});

/**
 * Email Manual Trigger (spec 002 §2.13, §5, §6, §8): the template, then what its type needs — the event attendee
 * (searched within a chosen event, or among all), the event, the speaker, the speaker training — with 'Reset speaker
 * user password' for speaker types and Custom Recipients for an Admin or System Admin on the two types that take them.
 * Preview shows the message the server would send now; Send sends it ('Email sent.'). An invalid Preview or Send names
 * every missing choice and focuses the first.
 */
export function ManualTriggerForm({ query }: { query: ManualTriggerForm_query$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ManualTriggerForm_query on Query {
        viewer {
          role
          tenant {
            registrationPagesEnabled: flag(id: "registrationPagesEnabled")
          }
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit] = useTriggerEmailMutation();
  const formElement = useRef<HTMLFormElement>(null);
  // Which button submitted (Send, or Enter in a field, unless Preview did): both validate the same way first.
  const action = useRef<'preview' | 'send'>('send');
  // A preview is shown with the choices it was made of: one made of other choices is no longer shown.
  const [preview, setPreview] = useState<{ of: string; shows: EmailPreview | 'loading' } | null>(null);
  const product = emailProduct(readSession().product);

  const customRecipients = setsCustomRecipients(data.viewer?.role);
  // An attendee's message needs the registration pages (their attendees): with the feature off none is offered.
  const attendees = data.viewer?.tenant?.registrationPagesEnabled ?? false;
  const showsRecipients = (values: ManualTriggerValues) =>
    customRecipients && !!values.template && (CUSTOM_RECIPIENT_TYPES as readonly string[]).includes(values.template.type);
  const inputOf = (values: ManualTriggerValues) => toTriggerInput(values, showsRecipients(values));

  const send = (values: ManualTriggerValues) =>
    new Promise<void>((resolve) => {
      commit({
        variables: { input: inputOf(values) },
        onCompleted: (answer) => {
          const result = answer.triggerEmail;
          if (result.success) notify('success', EMAIL_SENT);
          else notify('error', `Error: ${result.error || NOT_SENT}`);
          resolve();
        },
        onError: (error) => {
          notify('error', `Error: ${errorMessage(error, NOT_SENT)}`);
          resolve();
        },
      });
    });

  const onSubmit = async (values: ManualTriggerValues) => {
    if (action.current === 'send') return send(values);
    const of = JSON.stringify(inputOf(values));
    setPreview({ of, shows: 'loading' });
    const shows = await fetchEmailPreview(environment, inputOf(values));
    setPreview((current) => (current?.of === of ? { of, shows } : current));
  };

  return (
    <Formik
      initialValues={NO_TRIGGER}
      validate={zodValidate<ManualTriggerValues>(manualTriggerSchema(showsRecipients))}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {(f) => {
        const { values } = f;
        const set =
          <K extends keyof ManualTriggerValues>(key: K) =>
          (value: ManualTriggerValues[K]) => {
            void f.setFieldValue(key, value);
            void f.setFieldTouched(key, true, false);
          };
        const shown = preview && preview.of === JSON.stringify(inputOf(values)) ? preview.shows : null;
        const forAttendee = needs(values, 'ATTENDEE');
        return (
          <Form noValidate className={styles.form} ref={formElement}>
            <FocusFirstError form={formElement} />
            <Title2 as="h2">Send an Email</Title2>
            <Card className={styles.card}>
              <div className={styles.grid}>
                <div className={styles.wide}>
                  <LookupField
                    label="Email Template"
                    placeholder="Search email templates"
                    value={values.template}
                    onChange={set('template')}
                    search={(text) => lookupTemplates(environment, text, product, attendees)}
                    error={fieldMessage(f, 'template')}
                  />
                </div>
                {(forAttendee || needs(values, 'EVENT')) && (
                  <LookupField
                    label="Event"
                    placeholder="Search events"
                    required={!forAttendee}
                    hint={forAttendee ? 'Lists the attendees of this event' : undefined}
                    value={values.event}
                    onChange={(event) => {
                      set('event')(event);
                      // An attendee of another event is no longer the one meant.
                      if (forAttendee && values.attendance) set('attendance')(null);
                    }}
                    search={(text) => lookupEvents(environment, text)}
                    error={forAttendee ? undefined : fieldMessage(f, 'event')}
                  />
                )}
                {forAttendee && (
                  <LookupField
                    // A new event starts a new search.
                    key={values.event?.id ?? ''}
                    label="Event Attendee"
                    placeholder="Search attendees by name or email"
                    value={values.attendance}
                    onChange={set('attendance')}
                    search={(text) => lookupAttendances(environment, text, values.event?.internalId ?? null)}
                    error={fieldMessage(f, 'attendance')}
                  />
                )}
                {needs(values, 'SPEAKER') && (
                  <SpeakerSearchField value={values.speaker} onChange={set('speaker')} error={fieldMessage(f, 'speaker')} />
                )}
                {needs(values, 'SPEAKER_TRAINING') && (
                  <LookupField
                    label="Speaker Training"
                    placeholder="Search by speaker, training or topic"
                    value={values.speakerTraining}
                    onChange={set('speakerTraining')}
                    search={(text) => lookupTrainings(environment, text)}
                    error={fieldMessage(f, 'speakerTraining')}
                  />
                )}
                {showsRecipients(values) && (
                  <Field
                    className={styles.wide}
                    label="Custom Recipients"
                    hint="Sent to these addresses instead of the template's own; separated by commas"
                    validationMessage={fieldMessage(f, 'recipients')}
                  >
                    <Input name="recipients" value={values.recipients} onChange={f.handleChange} onBlur={f.handleBlur} />
                  </Field>
                )}
                {offersPasswordReset(values) && (
                  <Checkbox
                    className={styles.wide}
                    label="Reset speaker user password"
                    checked={values.resetSpeakerUserPassword}
                    onChange={(_e, d) => void f.setFieldValue('resetSpeakerUserPassword', d.checked === true)}
                  />
                )}
              </div>
            </Card>
            <FormActions>
              <Button
                icon={<EyeRegular />}
                disabled={f.isSubmitting}
                onClick={() => {
                  action.current = 'preview';
                  void f.submitForm().finally(() => {
                    action.current = 'send';
                  });
                }}
              >
                Preview
              </Button>
              <Button appearance="primary" type="submit" icon={<SendRegular />} disabled={f.isSubmitting}>
                Send
              </Button>
            </FormActions>
            {shown && <EmailPreviewPane preview={shown} onHide={() => setPreview(null)} />}
          </Form>
        );
      }}
    </Formik>
  );
}
