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
import { HintTooltip, LabelTooltip } from '../../../../shared/LabelTooltip.tsx';

const useStyles = makeStyles({
  // One row from 1280 px up (Manage and Delete are icon buttons named by their tooltip); narrower
  // windows wrap whole controls, never overlapping.
  toolbar: { display: 'flex', columnGap: '8px', rowGap: '8px', alignItems: 'end', marginBottom: '16px', flexWrap: 'wrap' },
  search: { flex: '1 1 0', minWidth: '160px', marginRight: '4px' },
  // As wide as the label (Fluent's 96 px minimum would cost the search box its room).
  button: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
  /** Export's three labels share one grid cell, only the current one visible: the button is as wide as the
   *  longest, whatever the font, so nothing moves when the label changes. */
  exportLabels: { display: 'inline-grid', justifyItems: 'start' },
  exportLabel: { gridArea: '1 / 1' },
  otherLabel: { gridArea: '1 / 1', visibility: 'hidden' },
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

const EXPORT_SCOPES = ['Selected', 'Filtered', 'All'] as const;

/** Why Generate QR waits (the spec gives no text). */
export const QR_HINT = 'Select the events to generate QR codes for';

export interface EventListToolbarProps {
  search: string;
  onSearch(value: string): void;
  /** The filter popover (shown with event read). */
  filter: ReactNode;
  actions: ToolbarActions;
  /** Selected, Filtered or All. */
  exportScope: (typeof EXPORT_SCOPES)[number];
  selectedCount: number;
  busy: boolean;
}

/** The event list's toolbar (spec 000 §2.4). */
export function EventListToolbar({ search, onSearch, filter, actions, exportScope, selectedCount, busy }: EventListToolbarProps) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Event actions">
      <Field label="Search text" className={styles.search}>
        <Input contentBefore={<SearchRegular />} value={search} onChange={(_e, d) => onSearch(d.value)} />
      </Field>
      {filter}
      {actions.manageEventOwners && (
        <LabelTooltip content="Manage Event Owners">
          <Button className={styles.button} icon={<PersonEditRegular />} onClick={actions.manageEventOwners} />
        </LabelTooltip>
      )}
      {actions.manageFieldContacts && (
        <LabelTooltip content="Manage Field Contacts">
          <Button className={styles.button} icon={<ContactCardRegular />} onClick={actions.manageFieldContacts} />
        </LabelTooltip>
      )}
      {actions.bulkDelete && selectedCount > 0 && (
        <LabelTooltip content="Delete">
          <Button className={styles.button} icon={<DeleteRegular />} onClick={actions.bulkDelete} />
        </LabelTooltip>
      )}
      {actions.generateQr &&
        (selectedCount === 0 ? (
          // Nothing to draw yet: the button says why, on hover and focus (issue 28 #12).
          <HintTooltip content={QR_HINT}>
            <Button className={styles.button} icon={<QrCodeRegular />} disabledFocusable>
              Generate QR
            </Button>
          </HintTooltip>
        ) : (
          <Button className={styles.button} icon={<QrCodeRegular />} onClick={actions.generateQr} disabled={busy}>
            Generate QR
          </Button>
        ))}
      {actions.importCsv && (
        <LabelTooltip content="Import">
          <Button className={styles.button} icon={<ArrowUploadRegular />} onClick={actions.importCsv} />
        </LabelTooltip>
      )}
      <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={actions.exportXlsx} disabled={busy}>
        <span className={styles.exportLabels}>
          {EXPORT_SCOPES.map((scope) => (
            <span
              key={scope}
              className={scope === exportScope ? styles.exportLabel : styles.otherLabel}
              aria-hidden={scope !== exportScope || undefined}
            >
              Export {scope}
            </span>
          ))}
        </span>
      </Button>
      {/* Icon buttons with their name as a tooltip, as the owners' and contacts': the admin's toolbar stays one row at
          1280 px with every action the spec gives it. */}
      {actions.calculateCheck && (
        <LabelTooltip content="Calculate Check">
          <Button className={styles.button} icon={<CalculatorRegular />} onClick={actions.calculateCheck} />
        </LabelTooltip>
      )}
      {actions.addEvent && (
        <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={actions.addEvent}>
          Add Event
        </Button>
      )}
    </div>
  );
}
