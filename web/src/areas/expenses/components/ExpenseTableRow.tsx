import {
  Button,
  Caption1,
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { formatAmount } from '../../../../../api/src/areas/fees/contract.ts';
import type { ExpenseTableRow_row$key } from '../../../__generated__/ExpenseTableRow_row.graphql';
import { ActionsHeaderCell } from '../../../shared/ActionsHeaderCell.tsx';
import type { ChangedRowProps } from '../../../shared/changedRow.ts';
import { listDate } from '../../../shared/listDate.ts';
import { useListStyles } from '../../../shared/listStyles.ts';
import { RowAction } from '../../../shared/RowAction.tsx';
import { speakerName } from '../../../shared/speakerLabel.ts';
import { wallTime } from '../../../shared/timezones.ts';
import { STATUS_LABELS } from './expenseLineSchema.ts';
import type { LineDialogTarget } from './ExpenseLineDialog.tsx';

const useStyles = makeStyles({
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  nowrap: { whiteSpace: 'nowrap' },
  lines: { backgroundColor: tokens.colorNeutralBackground2, padding: '8px 16px 12px 48px' },
  linesTable: { backgroundColor: tokens.colorNeutralBackground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A table column: its field and header. */
export type ExpenseColumn = readonly [field: 'shortName' | 'title' | 'startTime' | 'speakerName' | 'total' | 'lines', label: string];

/** Where a check's Honoraria line leads: the check is changed or deleted there. */
const CALCULATOR = '/calculator';
/** Said under a check's Honoraria line (the spec has no text). */
const FROM_CHECK = 'From the Speaker Fee Calculator';

export interface ExpenseTableRowProps {
  row: ExpenseTableRow_row$key;
  columns: readonly ExpenseColumn[];
  expanded: boolean;
  onToggle(): void;
  /** The viewer may change and delete lines (update and delete on expense_line). */
  canUpdate: boolean;
  canDelete: boolean;
  /** Whether a path opens for the viewer (useCanOpen). */
  canOpen(path: string): boolean;
  onEdit(target: LineDialogTarget): void;
  onDelete(lineId: string): void;
  /** The changed row's highlight (useChangedRow). */
  rowProps: ChangedRowProps;
}

/** A row's name: the event's short name (its program name when that is hidden) and the speaker, or 'Whole event'. */
export const rowLabel = (row: {
  shortName?: string | null;
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  speakerId?: string | null;
}) => `${row.shortName || row.title || 'Event'} – ${row.speakerId ? speakerName(row) || 'Speaker' : 'Whole event'}`;

/**
 * A Financials row (spec 002 §2.16): the event and speaker with the total of their lines, and a disclosure button that
 * shows the lines under it (Payment Date, Status, Expense Type, Amount, and Edit and Delete where the viewer may; a
 * check's Honoraria line is changed with its check, in the Speaker Fee Calculator).
 */
export function ExpenseTableRow({
  row: rowKey,
  columns,
  expanded,
  onToggle,
  canUpdate,
  canDelete,
  canOpen,
  onEdit,
  onDelete,
  rowProps,
}: ExpenseTableRowProps) {
  const styles = useStyles();
  const listStyles = useListStyles();
  const navigate = useNavigate();
  const row = useFragment(
    // The speaker's name is read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
    /* eslint-disable relay/unused-fields */
    graphql`
      fragment ExpenseTableRow_row on ExpenseRow {
        id
        eventId
        shortName
        title
        startTime
        zone
        speakerId
        firstName
        lastName
        total
        lines {
          id
          expenseType
          amount
          paymentDate
          status
          checkId
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    rowKey,
  );
  const label = rowLabel(row);
  const linesId = `${row.id}-lines`;
  const cells: Record<ExpenseColumn[0], string> = {
    shortName: row.shortName ?? '',
    title: row.title ?? '',
    // The event's day on its own zone's clock, as the other lists show an event's date.
    startTime: row.startTime && row.zone ? listDate(wallTime(row.startTime, row.zone).date) : '',
    speakerName: row.speakerId ? speakerName(row) : '',
    total: formatAmount(row.total),
    lines: String(row.lines.length),
  };
  const event = { id: row.eventId, label: [row.shortName, row.title].filter(Boolean).join(' — ') };
  const editable = canUpdate || canDelete;
  return (
    <>
      <TableRow {...rowProps}>
        <TableCell>
          <Button
            appearance="subtle"
            icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
            aria-expanded={expanded}
            aria-controls={expanded ? linesId : undefined}
            aria-label={`Show lines of ${label}`}
            onClick={onToggle}
          />
        </TableCell>
        {columns.map(([field]) => (
          <TableCell
            key={field}
            className={field === 'total' || field === 'lines' ? styles.amount : field === 'startTime' ? styles.nowrap : undefined}
          >
            {cells[field]}
          </TableCell>
        ))}
      </TableRow>
      {expanded && (
        <TableRow id={linesId}>
          <TableCell colSpan={columns.length + 1} className={styles.lines}>
            <Table size="small" className={styles.linesTable} aria-label={`Lines of ${label}`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Payment Date</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Expense Type</TableHeaderCell>
                  <TableHeaderCell className={styles.amount}>Amount</TableHeaderCell>
                  {editable && <ActionsHeaderCell className={listStyles.actionsHeader} />}
                </TableRow>
              </TableHeader>
              <TableBody>
                {row.lines.map((line) => {
                  const name = `${line.expenseType} ${formatAmount(line.amount)}`;
                  return (
                    <TableRow key={line.id}>
                      <TableCell className={styles.nowrap}>{listDate(line.paymentDate)}</TableCell>
                      <TableCell>{STATUS_LABELS[line.status as keyof typeof STATUS_LABELS] ?? line.status}</TableCell>
                      <TableCell>
                        {line.expenseType}
                        {line.checkId && (
                          <Caption1 block className={styles.muted}>
                            {canOpen(CALCULATOR) ? <Link onClick={() => navigate(CALCULATOR)}>{FROM_CHECK}</Link> : FROM_CHECK}
                          </Caption1>
                        )}
                      </TableCell>
                      <TableCell className={styles.amount}>{formatAmount(line.amount)}</TableCell>
                      {editable && (
                        <TableCell>
                          {!line.checkId && (
                            <div className={listStyles.actions}>
                              {canUpdate && (
                                <RowAction
                                  label={`Edit ${name}`}
                                  icon={<EditRegular />}
                                  onClick={() =>
                                    onEdit({
                                      line: { ...line, status: line.status as keyof typeof STATUS_LABELS },
                                      event,
                                      speakerId: row.speakerId ?? null,
                                    })
                                  }
                                />
                              )}
                              {canDelete && (
                                <RowAction label={`Delete ${name}`} icon={<DeleteRegular />} onClick={() => onDelete(line.id)} />
                              )}
                            </div>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
