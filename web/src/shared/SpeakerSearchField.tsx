import { Field } from '@fluentui/react-components';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SpeakerSearchFieldQuery } from '../__generated__/SpeakerSearchFieldQuery.graphql';
import { SearchCombobox } from './SearchCombobox.tsx';
import { speakerLabel, speakerName, type PickedSpeaker } from './speakerLabel.ts';
import { useDebouncedSearch } from './useDebouncedSearch.ts';

// The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const speakerSearch = graphql`
  query SpeakerSearchFieldQuery($searchQuery: String) {
    speakers(first: 10, searchQuery: $searchQuery) {
      edges {
        node {
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

/** A chosen speaker: the global id, the name and the picker's line ("First Last (detail)"). */
export interface ChosenSpeaker {
  id: string;
  name: string;
  label: string;
}

/** A speaker as the fee dialogs and the manual trigger hold it. */
export const chosenSpeaker = (s: PickedSpeaker & { id: string }): ChosenSpeaker => ({
  id: s.id,
  name: speakerName(s),
  label: speakerLabel(s),
});

/**
 * The Speaker field of the fee dialogs and the manual trigger: a search over the speakers (10 answers, spec 002 §9),
 * after the speakers given in `first` (the event's, in Calculate Check).
 */
export function SpeakerSearchField({
  value,
  onChange,
  first = [],
  error,
  disabled,
}: {
  value: ChosenSpeaker | null;
  onChange(speaker: ChosenSpeaker | null): void;
  first?: readonly ChosenSpeaker[];
  error?: string;
  disabled?: boolean;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const found = useDebouncedSearch(
    text,
    async (t) => {
      const data = await fetchQuery<SpeakerSearchFieldQuery>(environment, speakerSearch, { searchQuery: t || null }).toPromise();
      return (data?.speakers?.edges ?? []).flatMap((e) => (e.node ? [chosenSpeaker(e.node)] : []));
    },
    (open || text !== '') && !disabled,
  );
  const needle = text.trim().toLowerCase();
  const own = first.filter((s) => s.label.toLowerCase().includes(needle));
  const choices = [...own, ...found.filter((s) => !own.some((o) => o.id === s.id))];
  return (
    <Field label="Speaker" required validationMessage={error}>
      <SearchCombobox
        placeholder="Search speakers"
        disabled={disabled}
        text={text || value?.label || ''}
        onTextChange={(t) => {
          setText(t);
          if (value) onChange(null);
        }}
        onOpenChange={setOpen}
        options={choices.map((s) => ({ value: s.id, text: s.label }))}
        onPick={(id) => {
          const speaker = choices.find((s) => s.id === id);
          if (!speaker) return;
          setText('');
          onChange(speaker);
        }}
      />
    </Field>
  );
}
