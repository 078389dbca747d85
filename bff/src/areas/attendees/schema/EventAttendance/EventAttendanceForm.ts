import type {
  AttendanceResponseResolvers,
  EventAttendanceFormInput,
  FieldError,
  MutationResolvers,
  QueryResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import { nullIfNotFound } from '../../../../platform/errors.ts';
import { fieldErrorsOf, toAnswers } from '../../../publicPages/index.ts';
import type { AttendanceFormDto, AttendanceWrite } from '../../upstream/attendanceForm.ts';

/**
 * The attendee form (spec 001 §2 "Attendee form"): the attendance with its answers (one REST call for both root
 * fields), create and update (one REST call each). Answers arrive typed as the public registration page sends them
 * (`AnswerInput`, question ref = the question's id) and go to REST as spec 001 §3's `responses`.
 */

/** The form's fields as the REST payload; a ref that names no question id is refused as 'Question not found'. */
function toWrite(fields: EventAttendanceFormInput): AttendanceWrite | { fieldErrors: FieldError[] } {
  const { answers, ...attendee } = fields;
  const byRef = toAnswers(answers);
  const unknown = Object.keys(byRef).filter((ref) => !/^\d{1,10}$/.test(ref));
  if (unknown.length) return { fieldErrors: unknown.map((questionRef) => ({ questionRef, message: 'Question not found' })) };
  return { ...attendee, responses: Object.entries(byRef).map(([ref, answer]) => ({ questionId: Number(ref), answer })) };
}

/** The saved attendance, or REST's field refusals as `fieldErrors` (`responses.<questionId>` by the question's ref). */
async function saved(write: Promise<AttendanceFormDto>) {
  const result = await fieldErrorsOf(write, 'responses');
  return 'fieldErrors' in result
    ? { ok: false, eventAttendance: null, responses: null, fieldErrors: result.fieldErrors }
    : { ok: true, eventAttendance: result.value, responses: result.value.responses, fieldErrors: null };
}

export const attendanceFormQueries: Pick<QueryResolvers, 'eventAttendance' | 'eventAttendanceResponses'> = {
  eventAttendance: (_parent, { attendeeId, eventId }, ctx) => nullIfNotFound(ctx.upstream.attendanceForm.byIds(attendeeId, eventId)),
  eventAttendanceResponses: async (_parent, { attendeeId, eventId }, ctx) =>
    (await nullIfNotFound(ctx.upstream.attendanceForm.byIds(attendeeId, eventId)))?.responses ?? null,
};

export const attendanceFormMutations: Pick<MutationResolvers, 'createEventAttendance' | 'updateEventAttendance'> = {
  createEventAttendance: async (_parent, { input }, ctx) => {
    const write = toWrite(input.attendance);
    if ('fieldErrors' in write) return { ok: false, eventAttendance: null, responses: null, fieldErrors: write.fieldErrors };
    return saved(ctx.upstream.attendanceForm.create({ ...write, eventId: input.eventId }));
  },
  updateEventAttendance: async (_parent, { input }, ctx) => {
    const { attendeeId, eventId, attendance, ...originals } = input;
    const write = toWrite(attendance);
    if ('fieldErrors' in write) return { ok: false, eventAttendance: null, responses: null, fieldErrors: write.fieldErrors };
    return saved(ctx.upstream.attendanceForm.update(attendeeId, eventId, { ...write, ...originals }));
  },
};

/** An answer: the engine's value spread into the typed fields of the answers input (a form fills its fields from them). */
export const AttendanceResponse: AttendanceResponseResolvers = {
  internalId: (r) => r.id,
  questionRef: (r) => String(r.questionId),
  bool: (r) => (typeof r.value === 'boolean' ? r.value : null),
  text: (r) => (typeof r.value === 'string' ? r.value : null),
  number: (r) => (typeof r.value === 'number' ? r.value : null),
  choiceRefs: (r) => (r.value && typeof r.value === 'object' ? r.value.choiceRefs : null),
  openTexts: (r) =>
    r.value && typeof r.value === 'object' && r.value.openText
      ? Object.entries(r.value.openText).map(([choiceRef, text]) => ({ choiceRef, text }))
      : null,
};
