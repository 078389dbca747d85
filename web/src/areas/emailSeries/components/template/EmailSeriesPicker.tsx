import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { SearchCombobox } from '../../../../shared/SearchCombobox.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import { lookupEmailSeries } from '../emailSeriesLookup.ts';

/** The template form's Email Series: a search of the series (10 at a time, spec 002 §9), one chosen or none. */
export function EmailSeriesPicker({
  id,
  name,
  onChange,
}: {
  /** The chosen series' global id ('' none) and name. */
  id: string;
  name: string;
  onChange(id: string, name: string): void;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  // Searched once the person opens the list or types: opening the form asks nothing.
  const [asked, setAsked] = useState(false);
  const found = useDebouncedSearch(text, (search) => lookupEmailSeries(environment, search), asked);
  return (
    <SearchCombobox
      placeholder="Search email series"
      text={text || name}
      onOpenChange={(open) => {
        if (open) setAsked(true);
      }}
      onTextChange={(typed) => {
        setAsked(true);
        setText(typed);
        // Emptied: no series (a template the manual trigger sends).
        if (id && typed !== name) onChange('', '');
      }}
      options={found.map((s) => ({ value: s.id, text: s.name }))}
      onPick={(value) => {
        const picked = found.find((s) => s.id === value);
        if (!picked) return;
        setText('');
        onChange(picked.id, picked.name);
      }}
    />
  );
}
