import { Button, Card, CardHeader, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { SpeakersCard_event$key } from '../../../../__generated__/SpeakersCard_event.graphql';
import type { SpeakersCardSearchQuery } from '../../../../__generated__/SpeakersCardSearchQuery.graphql';
import type { EventFormValues } from '../eventFormSchema.ts';
import { SearchCombobox } from '../../../../shared/SearchCombobox.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import { speakerLabel } from '../../../../shared/speakerLabel.ts';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '1000px' },
  list: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  chip: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    paddingLeft: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

// The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const searchQuery = graphql`
  query SpeakersCardSearchQuery($searchQuery: String) {
    speakers(first: 10, searchQuery: $searchQuery) {
      edges {
        node {
          internalId
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

async function searchSpeakers(environment: Environment, text: string) {
  const data = await fetchQuery<SpeakersCardSearchQuery>(environment, searchQuery, { searchQuery: text || null }).toPromise();
  return (data?.speakers?.edges ?? []).flatMap((e) => (e.node ? [{ id: e.node.internalId, name: speakerLabel(e.node) }] : []));
}

/** The form values of an event's speakers. */
export function useSpeakersCardValues(event: SpeakersCard_event$key | null): Pick<EventFormValues, 'speakers'> {
  // The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
  /* eslint-disable relay/unused-fields */
  const data = useFragment(
    graphql`
      fragment SpeakersCard_event on Event {
        speakers {
          speakerId
          speaker {
            firstName
            lastName
            email
            credentials
            specialty
          }
        }
      }
    `,
    event,
  );
  /* eslint-enable relay/unused-fields */
  return useMemo(
    () => ({
      speakers: (data?.speakers ?? []).map((s) => ({ id: s.speakerId, name: speakerLabel(s.speaker) || `Speaker ${s.speakerId}` })),
    }),
    [data],
  );
}

/** Speakers card (speakers flag on): add speakers found by a search of 10, remove them. */
export function SpeakersCard({ disabled }: { disabled: boolean }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  const [text, setText] = useState('');
  const found = useDebouncedSearch(text, (t) => searchSpeakers(environment, t), !disabled);
  const chosen = new Set(values.speakers.map((s) => s.id));
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text weight="semibold" size={500}>
            Speakers
          </Text>
        }
      />
      <Field label="Add Speaker">
        <SearchCombobox
          disabled={disabled}
          placeholder="Search speakers"
          text={text}
          onTextChange={setText}
          options={found.filter((s) => !chosen.has(s.id)).map((s) => ({ value: String(s.id), text: s.name }))}
          onPick={(value) => {
            const speaker = found.find((s) => String(s.id) === value);
            if (speaker && !chosen.has(speaker.id)) void setFieldValue('speakers', [...values.speakers, speaker]);
            setText('');
          }}
        />
      </Field>
      {values.speakers.length ? (
        <div className={styles.list} aria-label="Event speakers" role="list">
          {values.speakers.map((s) => (
            <span className={styles.chip} key={s.id} role="listitem">
              {s.name}
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={`Remove ${s.name}`}
                disabled={disabled}
                onClick={() =>
                  setFieldValue(
                    'speakers',
                    values.speakers.filter((x) => x.id !== s.id),
                  )
                }
              />
            </span>
          ))}
        </div>
      ) : (
        <Text>No speakers yet.</Text>
      )}
    </Card>
  );
}
