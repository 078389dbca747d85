import { toGlobalId } from 'graphql-relay';
import type {
  EventResolvers,
  ExpenseLineResolvers,
  ExpenseRowResolvers,
  SpeakerEventResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import { globalId, nodeIdentity } from '../../../../platform/schema/globalId.ts';

/** A row is an event and a speaker (0: the event-wide row); its event and speaker fields come flat, as the table shows
 *  them. */
export const ExpenseRow: ExpenseRowResolvers = {
  id: (row) => toGlobalId('ExpenseRow', `${row.event.id}-${row.speaker?.id ?? 0}`),
  eventId: (row) => globalId('Event', row.event.id),
  shortName: (row) => row.event.shortName,
  title: (row) => row.event.title,
  eventType: (row) => row.event.type,
  startTime: (row) => row.event.startTime,
  zone: (row) => row.event.zone,
  speakerId: (row) => (row.speaker ? globalId('Speaker', row.speaker.id) : null),
  firstName: (row) => row.speaker?.firstName ?? null,
  lastName: (row) => row.speaker?.lastName ?? null,
  lines: (row) => row.expenseLines,
};

export const ExpenseLine: ExpenseLineResolvers = {
  ...nodeIdentity('ExpenseLine'),
  checkId: (line) => (line.checkId === null ? null : globalId('Check', line.checkId)),
};

/** The expenses area's field of `Event` (`extend type Event`): one REST call per page of events. */
export const Event: Pick<EventResolvers, 'expenseTotals'> = {
  expenseTotals: (event, _args, ctx) => ctx.upstream.expenses.totalsByEventId.load(event.id),
};

/** The same on a speaker's event (`extend type SpeakerEvent`, the speaker's events list). */
export const SpeakerEvent: Pick<SpeakerEventResolvers, 'expenseTotals'> = {
  expenseTotals: (event, _args, ctx) => ctx.upstream.expenses.totalsByEventId.load(event.id),
};
