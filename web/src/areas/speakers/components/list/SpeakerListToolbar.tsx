import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, SearchRegular, SettingsRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { LabelTooltip } from '../../../../shared/LabelTooltip.tsx';

const useStyles = makeStyles({
  // One row from 1280 px (and at 800 px: four controls); narrower windows wrap whole controls.
  toolbar: { display: 'flex', columnGap: '8px', rowGap: '8px', alignItems: 'end', marginBottom: '16px', flexWrap: 'wrap' },
  search: { flex: '1 1 0', minWidth: '160px', marginRight: '4px' },
  button: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
});

export interface SpeakerListToolbarProps {
  search: string;
  onSearch(value: string): void;
  /** The filter popover. */
  filter: ReactNode;
  onExport(): void;
  /** Given only with create on speaker and the CRM sync off. */
  onAdd?: () => void;
  /** Given only to the system admin (the route /speakers/config is theirs: spec 001 §2). */
  onConfigure?: () => void;
  busy: boolean;
}

/** The speaker list's toolbar (spec 001 §2): Search, Filters, Export All, Add Speaker; for the system admin the way to
 *  the custom profile fields, which have no drawer item. */
export function SpeakerListToolbar({ search, onSearch, filter, onExport, onAdd, onConfigure, busy }: SpeakerListToolbarProps) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Speaker actions">
      <Field label="Search text" className={styles.search}>
        <Input contentBefore={<SearchRegular />} value={search} onChange={(_e, d) => onSearch(d.value)} />
      </Field>
      {filter}
      <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={onExport} disabled={busy}>
        Export All
      </Button>
      {onConfigure && (
        <LabelTooltip content="Custom Profile Fields">
          <Button className={styles.button} icon={<SettingsRegular />} onClick={onConfigure} />
        </LabelTooltip>
      )}
      {onAdd && (
        <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={onAdd}>
          Add Speaker
        </Button>
      )}
    </div>
  );
}
