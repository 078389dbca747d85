import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { formatAmount } from '../../../../../api/src/areas/fees/contract.ts';
import type { EventCostSummary_event$key } from '../../../__generated__/EventCostSummary_event.graphql';
import { useCanOpen } from '../../../routing/useCanOpen.ts';
import { listSearchedFor } from '../../../shared/tableOptions.ts';

const FINANCIALS = '/expenses/list';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '24px', rowGap: '4px' },
  list: { display: 'flex', columnGap: '24px', margin: 0 },
  item: { display: 'flex', columnGap: '8px', alignItems: 'baseline' },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  amount: { margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/**
 * The event's money (issue 29): the cost of its expense lines and the honoraria of its checks, as the checks table shows
 * amounts, and View in Financials (the list searched for the event's short name) when that screen opens for the viewer.
 * Nothing for a role that may not read expense headers (the BFF answers no totals).
 */
export function EventCostSummary({ event }: { event: EventCostSummary_event$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const { shortName, expenseTotals } = useFragment(
    graphql`
      fragment EventCostSummary_event on Event {
        shortName
        expenseTotals {
          cost
          honoraria
        }
      }
    `,
    event,
  );
  if (!expenseTotals) return null;
  // Without its short name (hidden from the role) the search would not find the event's rows.
  const financials = shortName && canOpen(FINANCIALS) ? listSearchedFor(FINANCIALS, shortName) : null;
  return (
    <div role="group" aria-label="Event totals" className={styles.row}>
      <dl className={styles.list}>
        {(
          [
            ['Cost', expenseTotals.cost],
            ['Honoraria', expenseTotals.honoraria],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className={styles.item}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.amount}>{formatAmount(amount)}</dd>
          </div>
        ))}
      </dl>
      {financials && (
        <Link as="a" href={financials} onClick={(e) => (e.preventDefault(), navigate(financials))}>
          View in Financials
        </Link>
      )}
    </div>
  );
}
