import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { ProfileCard } from './ProfileCard.tsx';

/**
 * Eligible Topics (spec 001 §2 "Trainings card", speaker portal): columns Name, Topic, Expiration Date, Status.
 * The trainings area is not built yet, so the card shows its empty state, 'No Records', under its columns.
 */
export function TrainingsCard() {
  return (
    <ProfileCard title="Eligible Topics">
      <Table aria-label="Eligible topics" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Topic</TableHeaderCell>
            <TableHeaderCell>Expiration Date</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody />
      </Table>
      <p role="status">No Records</p>
    </ProfileCard>
  );
}
