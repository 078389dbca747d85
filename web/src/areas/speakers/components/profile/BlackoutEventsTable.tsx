import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { EVENT_STATUSES, type EventStatusValue } from '../../../events/constants.ts';
import { listDate } from '../../../../shared/listDate.ts';
import { eventDay } from './eventDay.ts';
import { ScrollBox } from './ScrollBox.tsx';

interface Props {
  events: readonly {
    eventId: string;
    eventTitle?: string | null;
    startDate?: string | null;
    zone?: string | null;
    status?: string | null;
  }[];
}

/** The speaker's events under the Blackout Dates calendar (loaded with it): Event Title, Start Date (its zone's day), Status. */
export function BlackoutEventsTable({ events }: Props) {
  return (
    <ScrollBox label="Speaker events, scrollable" tall>
      <Table aria-label="Speaker events" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Event Title</TableHeaderCell>
            <TableHeaderCell>Start Date</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.eventId}>
              <TableCell>{event.eventTitle}</TableCell>
              <TableCell>{event.startDate ? listDate(eventDay(event.startDate, event.zone)) : ''}</TableCell>
              <TableCell>{EVENT_STATUSES[event.status as EventStatusValue]?.label ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
