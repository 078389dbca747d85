import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { formatAmount } from '../../../../../api/src/areas/fees/contract.ts';
import type { CheckMetadataDialog_check$key } from '../../../__generated__/CheckMetadataDialog_check.graphql';

const useStyles = makeStyles({
  surface: { maxWidth: '800px' },
  subject: { marginBottom: '8px' },
  math: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  summary: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '16px', rowGap: '4px', marginTop: '16px' },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/**
 * A check's metadata (spec 002 §2.10 "Check metadata preview"): each question's label, category, the answer and its
 * math line ('+ $2,500.00', 'x 75 %', none for Ignore), then the calculated amount and its rounding, or the override
 * amount and its reason.
 */
export function CheckMetadataDialog({ check: checkKey, onClose }: { check: CheckMetadataDialog_check$key | null; onClose(): void }) {
  const styles = useStyles();
  const check = useFragment(
    graphql`
      fragment CheckMetadataDialog_check on Check {
        firstName
        lastName
        shortName
        amount
        meta {
          log {
            label
            category
            field
            mathLine
          }
          calculatedAmount
          rounded
          overrideAmount
          overrideReason
        }
      }
    `,
    checkKey,
  );
  const meta = check?.meta;
  const speaker = [check?.firstName, check?.lastName].filter(Boolean).join(' ');
  const overridden = meta?.overrideAmount != null;
  const summary: [string, string][] = !meta
    ? []
    : overridden
      ? [
          ['Override amount', formatAmount(meta.overrideAmount!)],
          ['Reason', meta.overrideReason ?? ''],
        ]
      : [
          ['Calculated amount', formatAmount(meta.calculatedAmount)],
          ...(meta.rounded ? [['Rounded up to a whole dollar', formatAmount(check!.amount)] as [string, string]] : []),
        ];

  return (
    <Dialog open={!!check} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Check metadata</DialogTitle>
          <DialogContent>
            {(speaker || check?.shortName) && (
              <Text block className={styles.subject}>
                {[speaker, check?.shortName].filter(Boolean).join(' · ')}
              </Text>
            )}
            <Table aria-label="Calculation">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Label</TableHeaderCell>
                  <TableHeaderCell>Category</TableHeaderCell>
                  <TableHeaderCell>Answer</TableHeaderCell>
                  <TableHeaderCell>Math</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(meta?.log ?? []).map((entry, index) => (
                  <TableRow key={index}>
                    <TableCell>{entry.label}</TableCell>
                    <TableCell>{entry.category}</TableCell>
                    <TableCell>{entry.field}</TableCell>
                    <TableCell className={styles.math}>{entry.mathLine}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <dl className={styles.summary}>
              {summary.map(([term, value]) => (
                <div key={term} className={styles.pair}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
