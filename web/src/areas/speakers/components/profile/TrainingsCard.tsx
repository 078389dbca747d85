import { makeStyles, Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { ProfileCard } from './ProfileCard.tsx';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
});

/**
 * Eligible Topics (spec 001 §2 "Trainings card", speaker portal): columns Name, Topic, Expiration Date, Status.
 * The trainings area is not built yet, so the card shows its empty state, 'No Records', under its columns.
 */
export function TrainingsCard() {
  const styles = useStyles();
  return (
    <ProfileCard title="Eligible Topics">
      <div className={styles.scroll}>
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
      </div>
      <p role="status">No Records</p>
    </ProfileCard>
  );
}
