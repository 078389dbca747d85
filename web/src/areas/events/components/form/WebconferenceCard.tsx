import { Card, CardHeader, Field, Input, makeStyles, Text, Textarea } from '@fluentui/react-components';
import { getIn, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WebconferenceCard_event$key } from '../../../../__generated__/WebconferenceCard_event.graphql';
import type { EventFormValues } from '../eventFormSchema.ts';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
});

/** The form values of an event's webconference. */
export function useWebconferenceCardValues(
  event: WebconferenceCard_event$key | null,
): Pick<EventFormValues, 'conferenceUrl' | 'conferenceDetails'> {
  const e = useFragment(
    graphql`
      fragment WebconferenceCard_event on Event {
        conference {
          url
          details
        }
      }
    `,
    event,
  );
  return useMemo(() => ({ conferenceUrl: e?.conference?.url ?? '', conferenceDetails: e?.conference?.details ?? '' }), [e]);
}

/** Webconference card (Virtual, Hybrid and Webinar events): conference URL and details. */
export function WebconferenceCard({ disabled }: { disabled: boolean }) {
  const styles = useStyles();
  const f = useFormikContext<EventFormValues>();
  const touched = getIn(f.touched, 'conferenceUrl') || f.submitCount > 0;
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text weight="semibold" size={500}>
            Webconference
          </Text>
        }
      />
      <Field label="Conference URL" validationMessage={touched ? f.errors.conferenceUrl : undefined}>
        <Input
          name="conferenceUrl"
          type="url"
          value={f.values.conferenceUrl}
          onChange={f.handleChange}
          onBlur={f.handleBlur}
          disabled={disabled}
        />
      </Field>
      <Field label="Conference Details">
        <Textarea name="conferenceDetails" value={f.values.conferenceDetails} onChange={f.handleChange} disabled={disabled} />
      </Field>
    </Card>
  );
}
