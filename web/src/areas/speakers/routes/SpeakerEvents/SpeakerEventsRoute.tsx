import {
  Badge,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { SpeakerEventsRouteQuery } from '../../../../__generated__/SpeakerEventsRouteQuery.graphql';
import { formatAmount } from '../../../../../../api/src/areas/fees/contract.ts';
import { SPEAKER_MESSAGES } from '../../../../../../api/src/areas/speakers/contract.ts';
import { can } from '../../../../app/viewer.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { TableSkeleton } from '../../../../shared/TableSkeleton.tsx';
import { EVENT_STATUSES, type EventStatusValue } from '../../../events/constants.ts';
import { listDate } from '../../../../shared/listDate.ts';
import { eventDay } from '../../components/profile/eventDay.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  scroller: { overflowX: 'auto' },
  table: { backgroundColor: tokens.colorNeutralBackground1, tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  empty: { padding: '32px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

// Each event's money comes in one batched REST call for the whole list, asked only by a role that may read expense
// headers (the others would get null after a refused call).
const query = graphql`
  query SpeakerEventsRouteQuery($speakerId: Int!, $withTotals: Boolean!) {
    viewer {
      role
    }
    speaker(internalId: $speakerId) {
      firstName
      lastName
      events {
        internalId
        eventTitle
        startDate
        zone
        status
        expenseTotals @include(if: $withTotals) {
          cost
          honoraria
        }
      }
    }
  }
`;

const COLUMNS = ['Event Title', 'Start Date', 'Status'];
/** Issue 29: each event's cost and honoraria, for a viewer the BFF answers them. */
const TOTAL_COLUMNS = ['Cost', 'Honoraria'];
/** Spec 001 §8: the list of a speaker's events failed for another reason than a field rep's assignment. */
const LOAD_ERROR = 'Error fetching speaker events';

function SpeakerEventsLoading() {
  return <TableSkeleton label="Loading speaker events" columns={COLUMNS} rows={5} />;
}

/** Spec 001 §2 "Speaker Events": a read-only table of the speaker's events, newest first, no paging; the start is the
 *  event's day on its own clock, MM/DD/YYYY as every list shows dates (§9). */
function SpeakerEventsScreen({ queryRef }: RouteScreenProps<SpeakerEventsRouteQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<SpeakerEventsRouteQuery>(query, queryRef);
  const speaker = data.speaker;
  if (!speaker) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{SPEAKER_MESSAGES.speakerNotFound}</MessageBarBody>
      </MessageBar>
    );
  }
  const events = speaker.events;
  const withTotals = !!events?.some((event) => event.expenseTotals);
  const columns = withTotals ? [...COLUMNS, ...TOTAL_COLUMNS] : COLUMNS;
  return (
    <section className={styles.page} aria-label="Speaker events">
      <Subtitle1 as="h2">{`${speaker.firstName ?? ''} ${speaker.lastName ?? ''}`.trim()}</Subtitle1>
      {events == null ? (
        // The service refuses a field rep assigned to none of the speaker's events (the network layer leaves it to us).
        <MessageBar intent="error">
          <MessageBarBody>{data.viewer?.role === 'FIELD_REP' ? SPEAKER_MESSAGES.notAssigned : LOAD_ERROR}</MessageBarBody>
        </MessageBar>
      ) : (
        <div className={styles.scroller}>
          <Table className={styles.table} aria-label="Speaker events table">
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column}>{column}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {events.map((event) => {
                const status = event.status ? EVENT_STATUSES[event.status as EventStatusValue] : undefined;
                const money = event.expenseTotals;
                return (
                  <TableRow key={event.internalId}>
                    <TableCell>{event.eventTitle}</TableCell>
                    <TableCell className={styles.nowrap}>
                      {event.startDate ? listDate(eventDay(event.startDate, event.zone)) : ''}
                    </TableCell>
                    <TableCell>
                      {status && (
                        <Badge className={styles.nowrap} appearance="filled" color={status.color} shape="rounded">
                          {status.label}
                        </Badge>
                      )}
                    </TableCell>
                    {withTotals && (
                      <>
                        <TableCell className={styles.amount}>{money && formatAmount(money.cost)}</TableCell>
                        <TableCell className={styles.amount}>{money && formatAmount(money.honoraria)}</TableCell>
                      </>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {events.length === 0 && (
            <Text as="p" block className={styles.empty}>
              No events for this speaker.
            </Text>
          )}
        </div>
      )}
    </section>
  );
}

export const speakerEventsRoute = defineScreen<SpeakerEventsRouteQuery>({
  query,
  // An id that is not a number finds no speaker (0), as a missing one does.
  variables: ({ params, viewer }) => ({
    speakerId: Number.parseInt(params.speakerId ?? '', 10) || 0,
    withTotals: can(viewer, 'expense_header', 'READ'),
  }),
  Loading: SpeakerEventsLoading,
  loadError: LOAD_ERROR,
  Component: SpeakerEventsScreen,
});
