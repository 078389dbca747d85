import { TableHeader, TableHeaderCell, TableRow, TableSelectionCell } from '@fluentui/react-components';
import { ActionsHeaderCell } from '../../../../shared/ActionsHeaderCell.tsx';
import type { useTableUrlState } from '../../../../shared/useTableUrlState.ts';
import type { PortalColumns } from './EventTableRow.tsx';

/** The list's header: the select-all checkbox (when `onToggleAll`), the portal's or management's columns, the row
 *  menus' column. */
export function EventTableHeader({
  portal,
  sortProps,
  allSelected,
  onToggleAll,
  showActions,
}: {
  portal: PortalColumns | null;
  sortProps: ReturnType<typeof useTableUrlState>['sortProps'];
  allSelected: boolean | 'mixed';
  onToggleAll?: () => void;
  showActions: boolean;
}) {
  return (
    <TableHeader>
      <TableRow>
        {onToggleAll && (
          <TableSelectionCell checked={allSelected} onClick={onToggleAll} checkboxIndicator={{ 'aria-label': 'Select all events' }} />
        )}
        {portal ? (
          <>
            {portal.fieldRep && <TableHeaderCell sortable={false}>Event Owner</TableHeaderCell>}
            {portal.speakers && <TableHeaderCell sortable={false}>Speakers</TableHeaderCell>}
            {portal.venue && <TableHeaderCell sortable={false}>Venue</TableHeaderCell>}
            <TableHeaderCell sortable={false}>Location</TableHeaderCell>
            <TableHeaderCell {...sortProps('startTime')}>Event date</TableHeaderCell>
            {portal.topic && <TableHeaderCell sortable={false}>Topic</TableHeaderCell>}
            <TableHeaderCell {...sortProps('type')}>Program Type</TableHeaderCell>
            <TableHeaderCell {...sortProps('shortName')}>Event ID</TableHeaderCell>
            <TableHeaderCell {...sortProps('status')}>Status</TableHeaderCell>
          </>
        ) : (
          <>
            <TableHeaderCell {...sortProps('shortName')}>Event</TableHeaderCell>
            <TableHeaderCell {...sortProps('startTime')}>Event date</TableHeaderCell>
            <TableHeaderCell {...sortProps('type')}>Program Type</TableHeaderCell>
            <TableHeaderCell sortable={false}>Info</TableHeaderCell>
            <TableHeaderCell {...sortProps('status')}>Status</TableHeaderCell>
          </>
        )}
        {showActions && <ActionsHeaderCell />}
      </TableRow>
    </TableHeader>
  );
}
