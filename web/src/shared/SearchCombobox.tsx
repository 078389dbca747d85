import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';

// Fluent's Combobox and the positioning of its list load with the first search field shown, not with the screen
// (the first-load budget, web/README.md).
const SearchComboboxControl = lazy(() => import('./SearchComboboxControl.tsx').then((m) => ({ default: m.SearchComboboxControl })));

const useStyles = makeStyles({
  // The combobox's own box (medium size), so nothing moves when it replaces this.
  placeholder: {
    boxSizing: 'border-box',
    minWidth: '250px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export interface SearchComboboxProps {
  placeholder: string;
  disabled?: boolean;
  /** The text typed (the search). */
  text: string;
  onTextChange(text: string): void;
  /** What the search found: each option's value and the text it shows. */
  options: readonly { value: string; text: string }[];
  /** An option was chosen (its value). */
  onPick(value: string | undefined): void;
  onOpenChange?(open: boolean): void;
}

/** A search-as-you-type field (a freeform combobox); an empty box of its size while its code loads. */
export function SearchCombobox(props: SearchComboboxProps) {
  const styles = useStyles();
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <SearchComboboxControl {...props} />
    </Suspense>
  );
}
