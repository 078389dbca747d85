import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  CalculatorRegular,
  ContactCardRegular,
  DeleteRegular,
  PersonEditRegular,
  QrCodeRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: '12px', alignItems: 'end', marginBottom: '16px', flexWrap: 'wrap' },
  grow: { flex: 1, minWidth: '200px' },
});

/** Each action is given only when the spec's conditions for it hold (the table decides). */
export interface ToolbarActions {
  manageEventOwners?: () => void;
  manageFieldContacts?: () => void;
  bulkDelete?: () => void;
  generateQr?: () => void;
  importCsv?: () => void;
  exportXlsx: () => void;
  addEvent?: () => void;
  calculateCheck?: () => void;
}

export interface EventListToolbarProps {
  search: string;
  onSearch(value: string): void;
  /** The filter popover (shown with event read). */
  filter: ReactNode;
  actions: ToolbarActions;
  /** Selected, Filtered or All. */
  exportScope: 'Selected' | 'Filtered' | 'All';
  selectedCount: number;
  busy: boolean;
}

/** The event list's toolbar (spec 000 §2.4). */
export function EventListToolbar({ search, onSearch, filter, actions, exportScope, selectedCount, busy }: EventListToolbarProps) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Event actions">
      <Field label="Search" className={styles.grow}>
        <Input contentBefore={<SearchRegular />} value={search} onChange={(_e, d) => onSearch(d.value)} />
      </Field>
      {filter}
      {actions.manageEventOwners && (
        <Button icon={<PersonEditRegular />} onClick={actions.manageEventOwners}>
          Manage Event Owners
        </Button>
      )}
      {actions.manageFieldContacts && (
        <Button icon={<ContactCardRegular />} onClick={actions.manageFieldContacts}>
          Manage Field Contacts
        </Button>
      )}
      {actions.bulkDelete && selectedCount > 0 && (
        <Button icon={<DeleteRegular />} onClick={actions.bulkDelete}>
          Delete
        </Button>
      )}
      {actions.generateQr && (
        <Button icon={<QrCodeRegular />} onClick={actions.generateQr} disabled={busy || selectedCount === 0}>
          Generate QR
        </Button>
      )}
      {actions.importCsv && (
        <Button icon={<ArrowUploadRegular />} onClick={actions.importCsv}>
          Import
        </Button>
      )}
      <Button icon={<ArrowDownloadRegular />} onClick={actions.exportXlsx} disabled={busy}>
        Export {exportScope}
      </Button>
      {actions.calculateCheck && (
        <Button icon={<CalculatorRegular />} onClick={actions.calculateCheck}>
          Calculate Check
        </Button>
      )}
      {actions.addEvent && (
        <Button appearance="primary" icon={<AddRegular />} onClick={actions.addEvent}>
          Add Event
        </Button>
      )}
    </div>
  );
}
