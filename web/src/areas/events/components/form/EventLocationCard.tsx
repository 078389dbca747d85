import { Button, Card, Field, Input, makeStyles, Select, Text } from '@fluentui/react-components';
import { useFormikContext } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { EventLocationCard_event$key } from '../../../../__generated__/EventLocationCard_event.graphql';
import type { EventLocationCard_query$key } from '../../../../__generated__/EventLocationCard_query.graphql';
import type { EventLocationCardVenueSearchQuery } from '../../../../__generated__/EventLocationCardVenueSearchQuery.graphql';
import type { EventFormValues, VenueChoice } from '../eventFormSchema.ts';
import { SearchCombobox } from '../../../../shared/SearchCombobox.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import type { LocationTab } from './EventLocationTabs.tsx';
import { venueLabel } from './venueLabel.ts';
import { LOCATION_TYPES, type LocationTypeValue } from '../../constants.ts';

// Fluent's TabList loads with the card, not with the form's first screen (the first-load budget, web/README.md).
const EventLocationTabs = lazy(() => import('./EventLocationTabs.tsx').then((m) => ({ default: m.EventLocationTabs })));
// The map too (shared with the venue form): it shows only after geocoding, and as a chunk the two forms share it
// would otherwise add to the form's first load. Until its code arrives an empty line of text holds the place of its
// first state (a one-line message or spinner), so nothing below moves (a click aimed at Add Image could miss).
const EventMap = lazy(() => import('../../../../shared/EventMap.tsx').then((m) => ({ default: m.EventMap })));

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  // Items keep their height: a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  row: { display: 'flex', gap: '12px', alignItems: 'center' },
  locationType: { maxWidth: '320px' },
  /** The height of a row of medium tabs, kept while they load. */
  tabs: { height: '44px' },
});

const venueSearch = graphql`
  query EventLocationCardVenueSearchQuery($searchQuery: String) {
    venues(first: 10, searchQuery: $searchQuery) {
      edges {
        node {
          internalId
          name
          address
          city
          state
          zipCode
        }
      }
    }
  }
`;

async function searchVenues(environment: Environment, text: string): Promise<VenueChoice[]> {
  const data = await fetchQuery<EventLocationCardVenueSearchQuery>(environment, venueSearch, { searchQuery: text || null }).toPromise();
  return (data?.venues?.edges ?? []).flatMap((e) => (e.node ? [{ ...e.node, id: e.node.internalId, name: e.node.name ?? '' }] : []));
}

type LocationValues = Pick<
  EventFormValues,
  'venue' | 'locationType' | 'locationName' | 'locationAddress' | 'locationAddressLine2' | 'locationCity' | 'locationState' | 'locationZip'
>;

/** The form values of an event's venue and location. */
export function useEventLocationCardValues(event: EventLocationCard_event$key | null): LocationValues {
  const e = useFragment(
    graphql`
      fragment EventLocationCard_event on Event {
        venue {
          internalId
          name
          address
          city
          state
          zipCode
        }
        locationType
        locationName
        locationAddress
        locationAddressLine2
        locationCity
        locationState
        locationZip
      }
    `,
    event,
  );
  return useMemo(
    () => ({
      venue: e?.venue ? { ...e.venue, id: e.venue.internalId, name: e.venue.name ?? '' } : null,
      locationType: (e?.locationType ?? '') as LocationTypeValue | '',
      locationName: e?.locationName ?? '',
      locationAddress: e?.locationAddress ?? '',
      locationAddressLine2: e?.locationAddressLine2 ?? '',
      locationCity: e?.locationCity ?? '',
      locationState: e?.locationState ?? '',
      locationZip: e?.locationZip ?? '',
    }),
    [e],
  );
}

const LOCATION_FIELDS: [keyof LocationValues, string][] = [
  ['locationName', 'Location Name'],
  ['locationAddress', 'Address'],
  ['locationAddressLine2', 'Address Line 2'],
  ['locationCity', 'City'],
  ['locationState', 'State'],
  ['locationZip', 'Zip'],
];

interface Props {
  query: EventLocationCard_query$key;
  /** Venues flag on (the venue tab is also hidden for Virtual events). */
  venuesEnabled: boolean;
  hidden: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
}

/** The tabbed Event Location / Venue card, each tab with its map. */
export function EventLocationCard({ query, venuesEnabled, hidden, disabled }: Props) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment EventLocationCard_query on Query {
        mapSettings {
          ...EventMap_settings
        }
      }
    `,
    query,
  );
  const f = useFormikContext<EventFormValues>();
  const [tab, setTab] = useState<LocationTab>('location');
  const [text, setText] = useState('');
  const showVenue = venuesEnabled && f.values.type !== 'VIRTUAL' && !hidden.has('venueId');
  const found = useDebouncedSearch(text, (t) => searchVenues(environment, t), showVenue);
  const current = showVenue ? tab : 'location';
  const venue = f.values.venue;
  const error = (path: string) => fieldMessage(f, path);

  return (
    <Card className={styles.card}>
      {!hidden.has('locationType') && (
        <Field label="Location Type" className={styles.locationType} validationMessage={error('locationType')}>
          <Select
            name="locationType"
            value={f.values.locationType}
            disabled={disabled.has('locationType')}
            onChange={(_e, d) => f.setFieldValue('locationType', d.value)}
          >
            <option value="">—</option>
            {(Object.entries(LOCATION_TYPES) as [LocationTypeValue, string][]).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Suspense fallback={<div className={styles.tabs} />}>
        <EventLocationTabs selected={current} showVenue={showVenue} onSelect={setTab} />
      </Suspense>
      {current === 'location' ? (
        <>
          <div className={styles.grid}>
            {LOCATION_FIELDS.filter(([name]) => !hidden.has(name)).map(([name, label]) => (
              <Field key={name} label={label} validationMessage={error(name)}>
                <Input
                  name={name}
                  value={String(f.values[name] ?? '')}
                  onChange={f.handleChange}
                  onBlur={f.handleBlur}
                  disabled={disabled.has(name)}
                  inputMode={name === 'locationZip' ? 'numeric' : undefined}
                  maxLength={name === 'locationZip' ? 5 : undefined}
                />
              </Field>
            ))}
          </div>
          <Suspense fallback={<Text aria-hidden="true">{'\u00a0'}</Text>}>
            <EventMap
              label="Location map"
              settings={data.mapSettings}
              address={{
                address: f.values.locationAddress,
                city: f.values.locationCity,
                state: f.values.locationState,
                zip: f.values.locationZip,
              }}
            />
          </Suspense>
        </>
      ) : (
        <>
          <div className={styles.row}>
            <Field label="Venue" style={{ flexGrow: 1 }}>
              <SearchCombobox
                disabled={disabled.has('venueId')}
                placeholder={venue ? venueLabel(venue) : 'Search venues'}
                text={text}
                onTextChange={setText}
                options={found.map((v) => ({ value: String(v.id), text: venueLabel(v) }))}
                onPick={(value) => {
                  const chosen = found.find((v) => String(v.id) === value);
                  if (chosen) void f.setFieldValue('venue', chosen);
                  setText('');
                }}
              />
            </Field>
            {venue && (
              <Button disabled={disabled.has('venueId')} onClick={() => f.setFieldValue('venue', null)}>
                Remove Venue
              </Button>
            )}
          </div>
          {venue ? (
            <>
              <Text weight="semibold" data-testid="chosen-venue">
                {venueLabel(venue)}
              </Text>
              <Suspense fallback={<Text aria-hidden="true">{'\u00a0'}</Text>}>
                <EventMap
                  label="Venue map"
                  settings={data.mapSettings}
                  address={{ address: venue.address, city: venue.city, state: venue.state, zip: venue.zipCode }}
                />
              </Suspense>
            </>
          ) : (
            <Text>No venue chosen.</Text>
          )}
        </>
      )}
    </Card>
  );
}
