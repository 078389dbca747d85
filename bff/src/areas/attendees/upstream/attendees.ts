import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  Attendee,
  attendanceFilters,
  AttendanceDone,
  batchDeleteBody,
  EventAttendance,
  ResendDone,
} from '../../../../../api/src/areas/attendees/answers.ts';
import { redact, type FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { MAX_BATCH } from '../../../platform/upstream/resourceReader.ts';
import type { AttendanceStatusValue } from '../enumValues.ts';

/** The attendee of an event attendance as `attendees` answers it (fields hidden from the role are null). */
export type AttendeeDto = Attendee;

/** A row of `GET attendees` (spec 001 §3 event attendance): `id` is the attendance's id; its `event` carries a few
 *  fields (the GraphQL `event` is read through the event loader). */
export type EventAttendanceDto = EventAttendance;

/** `filters` of `GET attendees` and `GET attendees/export`, as the api's schema reads them. */
export type EventAttendanceFilters = z.input<typeof attendanceFilters>;

/** One attendance to change or delete, as the REST calls name it. */
export type AttendancePair = z.input<typeof batchDeleteBody>['eventAttendees'][number];

/** `attendees`: the list (Attendee Management), batched by attendance id, the bulk status, deletes and resend. */
export function createAttendeesApi(http: UpstreamHttp, policy: FieldPolicy) {
  // The attendee's fields are nested in the row: the policy's `attendee` hiding is applied to them.
  const redactRows = async (rows: EventAttendanceDto[]) => {
    const hidden = await policy.hiddenFor('attendee');
    return rows.map((row) => ({ ...row, attendee: redact(row.attendee, hidden) }));
  };
  async function list(params: ListParams & { filters?: EventAttendanceFilters }): Promise<ListResult<EventAttendanceDto>> {
    const page = await http.list<EventAttendanceDto>('attendees', params);
    return { ...page, results: await redactRows(page.results) };
  }
  const attendanceById = new DataLoader<number, EventAttendanceDto | null>(
    async (ids) => {
      const { results } = await list({ filters: { ids: [...ids] }, limit: MAX_BATCH });
      const rows = new Map(results.map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
  return {
    list,
    attendanceById,
    async setStatus(pairs: AttendancePair[], status: AttendanceStatusValue): Promise<void> {
      await http.send<AttendanceDone>(
        'PUT',
        'attendees/status',
        pairs.map((p) => ({ ...p, status })),
      );
    },
    async remove(pairs: AttendancePair[]): Promise<void> {
      if (pairs.length === 1) await http.send<unknown>('DELETE', `attendees/${pairs[0]!.attendeeId}/events/${pairs[0]!.eventId}`);
      else await http.send<unknown>('POST', 'attendees/batch-delete', { eventAttendees: pairs });
    },
    async resendEmail(pair: AttendancePair, emailType: string): Promise<ResendDone> {
      const query = new URLSearchParams({ attendeeId: String(pair.attendeeId), eventId: String(pair.eventId), emailType });
      return http.send<ResendDone>('POST', `attendees/resend-email?${query}`);
    },
  };
}

export type AttendeesApi = ReturnType<typeof createAttendeesApi>;
