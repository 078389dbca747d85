import { Field } from '@fluentui/react-components';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { EventSearchFieldQuery } from '../__generated__/EventSearchFieldQuery.graphql';
import { SearchCombobox } from './SearchCombobox.tsx';
import { useDebouncedSearch } from './useDebouncedSearch.ts';

/** Spec 001 §9: event lookups answer 10; the events that take attendees (in progress, confirmed, complete). */
const eventSearch = graphql`
  query EventSearchFieldQuery($searchQuery: String) {
    events(first: 10, searchQuery: $searchQuery, filters: { selectedStatuses: [IN_PROGRESS, CONFIRMED, COMPLETE] }) {
      edges {
        node {
          id
          shortName
          title
        }
      }
    }
  }
`;

export interface PickedEvent {
  /** Global id. */
  id: string;
  label: string;
}

/** The Event field of the attendee import and sign-in dialogs and the expense line dialog: a search over events by name. */
export function EventSearchField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PickedEvent | null;
  onChange(event: PickedEvent | null): void;
  error?: string | null;
  disabled?: boolean;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const found = useDebouncedSearch(
    text,
    async (t) => {
      const data = await fetchQuery<EventSearchFieldQuery>(environment, eventSearch, { searchQuery: t || null }).toPromise();
      return (data?.events?.edges ?? []).flatMap((e) =>
        e.node ? [{ id: e.node.id, label: [e.node.shortName, e.node.title].filter(Boolean).join(' — ') }] : [],
      );
    },
    !disabled,
  );
  return (
    <Field label="Event" required validationMessage={error ?? undefined}>
      <SearchCombobox
        placeholder="Search events"
        disabled={disabled}
        text={text || value?.label || ''}
        onTextChange={(t) => {
          setText(t);
          if (value) onChange(null);
        }}
        options={found.map((e) => ({ value: e.id, text: e.label }))}
        onPick={(id) => {
          const event = found.find((e) => e.id === id);
          if (!event) return;
          setText('');
          onChange(event);
        }}
      />
    </Field>
  );
}
