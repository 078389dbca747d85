import { Field, Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useListStyles } from './listStyles.ts';

/** A list's toolbar: its search field (none without `onSearch`: a list a role may not search), then the list's buttons
 *  (children). */
export function ListToolbar({
  label,
  searchLabel = 'Search text',
  search,
  onSearch,
  children,
}: {
  /** The toolbar's accessible name ('Survey template actions'). */
  label: string;
  searchLabel?: string;
  search: string;
  onSearch?(value: string): void;
  children?: ReactNode;
}) {
  const styles = useListStyles();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={label}>
      {onSearch && (
        <Field label={searchLabel} className={styles.search}>
          <Input contentBefore={<SearchRegular />} value={search} onChange={(_e, d) => onSearch(d.value)} />
        </Field>
      )}
      {children}
    </div>
  );
}
