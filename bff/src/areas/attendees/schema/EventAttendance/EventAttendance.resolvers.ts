import type { AttendeeResolvers, EventAttendanceResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { EventAttendanceDto } from '../../upstream/attendees.ts';

export function fetchEventAttendance(ctx: Context, internalId: number): Promise<EventAttendanceDto | null> {
  return ctx.upstream.attendees.attendanceById.load(internalId);
}

/** The row carries everything but the event, read through the batched event reader (one call per page, not per row). */
export const EventAttendance: EventAttendanceResolvers = {
  ...nodeIdentity('EventAttendance'),
  sources: (row) => row.sources.map((s) => s.source),
  event: (row, _args, ctx) => ctx.upstream.events.eventById.load(row.eventId),
};

export const Attendee: AttendeeResolvers = {
  internalId: (row) => row.id,
};
