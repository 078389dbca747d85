import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  AttendanceForm,
  AttendanceResponse,
  createAttendanceBody,
  updateAttendanceBody,
} from '../../../../../api/src/areas/attendees/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** An answer of an attendance as REST answers it: `answer` the text people read, `value` the engine's AnswerValue. */
export type AttendanceResponseDto = AttendanceResponse;

/** `GET attendees/{attendeeId}/event/{eventId}`, `POST attendees` and `PUT …/events/{eventId}` answer the row with its responses. */
export type AttendanceFormDto = AttendanceForm;

/** The bodies of `POST attendees` and `PUT attendees/{attendeeId}/events/{eventId}` (spec 001 §3 attendee save
 *  payload), as the api's schemas read them, and the fields both take. */
export type AttendanceCreate = z.input<typeof createAttendanceBody>;
export type AttendanceChanges = z.input<typeof updateAttendanceBody>;
export type AttendanceWrite = Omit<AttendanceCreate, 'eventId' | 'sources'>;

const key = (attendeeId: number, eventId: number) => `${attendeeId}/${eventId}`;

/** The attendee form's REST calls; one attendance read once per request (the edit query's two root fields share it). */
export function createAttendanceFormApi(http: UpstreamHttp, policy: FieldPolicy) {
  const redacted = async (row: AttendanceFormDto): Promise<AttendanceFormDto> => ({
    ...row,
    attendee: await policy.applyOne('attendee', row.attendee),
  });
  const one = new DataLoader<string, AttendanceFormDto>(
    (keys) => Promise.all(keys.map(async (k) => redacted(await http.get<AttendanceFormDto>(`attendees/${k.replace('/', '/event/')}`)))),
    { batch: false },
  );
  return {
    byIds: (attendeeId: number, eventId: number) => one.load(key(attendeeId, eventId)),
    async create(body: AttendanceCreate): Promise<AttendanceFormDto> {
      return redacted(await http.send<AttendanceFormDto>('POST', 'attendees', body));
    },
    async update(attendeeId: number, eventId: number, body: AttendanceChanges): Promise<AttendanceFormDto> {
      const row = await redacted(await http.send<AttendanceFormDto>('PUT', `attendees/${attendeeId}/events/${eventId}`, body));
      one.clear(key(attendeeId, eventId)).prime(key(attendeeId, eventId), row);
      return row;
    },
  };
}

export type AttendanceFormApi = ReturnType<typeof createAttendanceFormApi>;
