import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { graphQLError } from '../../../../platform/errors.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { EventAttendanceDto } from '../../upstream/attendees.ts';

/** The attendances of global ids (one batched list call); a missing one is refused before anything is written. */
async function attendancesOf(ctx: Context, ids: readonly string[]): Promise<EventAttendanceDto[]> {
  const internal = ids.map((id) => internalIdOf('EventAttendance', id));
  const rows = await Promise.all(internal.map((id) => ctx.upstream.attendees.attendanceById.load(id)));
  const missing = internal.filter((_, i) => !rows[i]);
  if (missing.length) throw graphQLError('NOT_FOUND', `Event attendance not found: ${missing.join(', ')}`);
  return rows as EventAttendanceDto[];
}
const pairOf = (row: EventAttendanceDto) => ({ attendeeId: row.attendeeId, eventId: row.eventId });

/** Bulk status, delete (one or many) and resend: the REST calls are all or nothing; their messages reach the screen. */
export const eventAttendanceMutations: Pick<
  MutationResolvers,
  'setEventAttendanceStatus' | 'deleteEventAttendances' | 'resendAttendeeEmail'
> = {
  setEventAttendanceStatus: async (_parent, { input }, ctx) => {
    const rows = await attendancesOf(ctx, input.ids);
    await ctx.upstream.attendees.setStatus(rows.map(pairOf), input.status);
    ctx.upstream.attendees.attendanceById.clearAll();
    return { eventAttendances: await attendancesOf(ctx, input.ids) };
  },
  deleteEventAttendances: async (_parent, { input }, ctx) => {
    const rows = await attendancesOf(ctx, input.ids);
    await ctx.upstream.attendees.remove(rows.map(pairOf));
    return { deletedIds: rows.map((row) => globalId('EventAttendance', row.id)) };
  },
  resendAttendeeEmail: async (_parent, { input }, ctx) => {
    const [row] = await attendancesOf(ctx, [input.id]);
    return ctx.upstream.attendees.resendEmail(pairOf(row!), input.emailType);
  },
};
