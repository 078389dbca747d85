import {
  Button,
  Card,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tag,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { usePaginationFragment } from '../../../../reactRelayPagination.js';
import { MAIL_STATUS_LABELS, type MailStatus } from '../../../../../api/src/areas/mail/contract.ts';
import type { EventEmailDeliveryCard_event$key } from '../../../__generated__/EventEmailDeliveryCard_event.graphql';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { defaultZone, formatEventTime, shortZone } from '../../../shared/timezones.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

/** Texts of the card (issue 30 names the empty one). */
export const EMAIL_DELIVERY_TEXTS = {
  title: 'E-mail delivery',
  empty: 'No e-mails for this event yet.',
  loadError: 'Failed to load e-mail delivery',
  loadMore: 'Load more',
} as const;

/** The card's columns. */
export const EMAIL_DELIVERY_COLUMNS = ['Recipient', 'Message', 'Status', 'Scheduled for', 'Sent', 'Error'] as const;

/** Rows a page (and a "Load more") adds. */
const PAGE = 10;

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  counts: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { overflowWrap: 'anywhere' },
  more: { alignSelf: 'flex-start' },
});

const fragment = graphql`
  fragment EventEmailDeliveryCard_event on Event
  @refetchable(queryName: "EventEmailDeliveryCardPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    zone
    emailSeriesId
    emailDelivery(first: $count, after: $cursor) @connection(key: "EventEmailDeliveryCard_emailDelivery") {
      counts {
        status
        count
      }
      totalCount
      edges {
        node {
          rowId
          to
          kind
          templateName
          status
          sendAfter
          sentAt
          lastError
        }
      }
    }
  }
`;

/**
 * The event page's E-mail delivery card (issue 30 "Delivery status visible per event"): the count of each status the
 * event's messages are in (only those with messages), and its messages newest first, 10 at a time with "Load more".
 * Times are the event's wall clock (its zone, as the event's own dates). Not shown for an event without an e-mail
 * series that has no messages either. A recipient the viewer may not read shows as "—".
 */
export function EventEmailDeliveryCard({ event }: { event: EventEmailDeliveryCard_event$key }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, event);
  const [moreFailed, setMoreFailed] = useState(false);
  const delivery = data.emailDelivery;
  const title = (
    <Subtitle2 as="h3" id="event-email-delivery-title">
      {EMAIL_DELIVERY_TEXTS.title}
    </Subtitle2>
  );
  if (!delivery) {
    return (
      <Card className={styles.card} aria-labelledby="event-email-delivery-title">
        {title}
        <ListLoadFailure message={EMAIL_DELIVERY_TEXTS.loadError} />
      </Card>
    );
  }
  const counts = delivery.counts.filter((c) => c.count > 0);
  if (data.emailSeriesId == null && counts.length === 0) return null;
  // The event's zone; a zone hidden from the viewer: the browser's, named.
  const zone = data.zone ?? null;
  const when = (iso: string | null | undefined) => {
    if (!iso) return '—';
    // A time or zone the formatter does not know is shown as it came, not allowed to take the event page down.
    try {
      if (zone) return formatEventTime(iso, zone);
      const own = defaultZone();
      return `${formatEventTime(iso, own)} ${shortZone(own, iso)}`;
    } catch {
      return iso;
    }
  };
  const rows = delivery.edges.map((edge) => edge.node);
  const more = () => {
    setMoreFailed(false);
    loadNext(PAGE, { onComplete: (error) => setMoreFailed(error != null) });
  };

  return (
    <Card className={styles.card} aria-labelledby="event-email-delivery-title">
      {title}
      {counts.length > 0 && (
        <div className={styles.counts} role="list" aria-label="E-mails by status">
          {counts.map(({ status, count }) => (
            <Tag key={status} role="listitem" shape="rounded" appearance="outline" size="small">
              {MAIL_STATUS_LABELS[status.toLowerCase() as MailStatus] ?? status}: {count}
            </Tag>
          ))}
        </div>
      )}
      {rows.length === 0 ? (
        <Text className={styles.muted} role="status">
          {EMAIL_DELIVERY_TEXTS.empty}
        </Text>
      ) : (
        <Table aria-label="E-mail delivery table" size="small">
          <TableHeader>
            <TableRow>
              {EMAIL_DELIVERY_COLUMNS.map((column) => (
                <TableHeaderCell key={column}>{column}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.rowId}>
                <TableCell>{row.to ?? '—'}</TableCell>
                <TableCell>{row.templateName ?? row.kind}</TableCell>
                <TableCell>
                  <MailStatusBadge status={row.status} />
                </TableCell>
                <TableCell>{when(row.sendAfter)}</TableCell>
                <TableCell>{when(row.sentAt)}</TableCell>
                <TableCell className={styles.error}>{row.lastError ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {moreFailed && <ListLoadFailure message={EMAIL_DELIVERY_TEXTS.loadError} onRetry={more} />}
      {hasNext && (
        <Button
          className={styles.more}
          onClick={more}
          disabled={isLoadingNext}
          icon={isLoadingNext ? <Spinner size="tiny" aria-label="Loading more e-mails" /> : undefined}
        >
          {EMAIL_DELIVERY_TEXTS.loadMore} ({rows.length} of {delivery.totalCount})
        </Button>
      )}
    </Card>
  );
}
