import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { QUESTION_LIMITS, type Answers } from '../questions/contract.ts';
import {
  allowsText,
  answerText,
  validateAnswers,
  type EngineQuestion,
  type EngineSkipLogic,
  type StoredQuestion,
} from '../questions/index.ts';

/** Longest text the wire takes in one answer; the engine then holds it to the question's own limits. */
const WIRE_TEXT = 20_000;
const ref = z.string().min(1).max(QUESTION_LIMITS.ref);

/** `answers` of a public submit: question ref → the engine's AnswerValue (checkbox boolean, text, rating number,
 *  `{choiceRefs, openText}`), at most one per question of the longest template. */
export const answersInput = z
  .record(
    ref,
    z.union([
      z.boolean(),
      z.string().max(WIRE_TEXT, `Maximum length is ${QUESTION_LIMITS.answerText}`),
      z.number().finite(),
      z
        .object({
          choiceRefs: z.array(ref).max(QUESTION_LIMITS.choices),
          openText: z.record(ref, z.string().max(WIRE_TEXT, `Maximum length is ${QUESTION_LIMITS.openText}`)).optional(),
        })
        .strict(),
      z.null(),
    ]),
  )
  .refine((answers) => Object.keys(answers).length <= QUESTION_LIMITS.questions, `At most ${QUESTION_LIMITS.questions} answers`)
  .default({});

/** The honeypot: a field people never see. Bots fill it in; the answer is then 201 and nothing is stored. */
export const honeypot = z.string().max(2000).nullish();

/**
 * The engine's decision on the answers (`validateAnswers`: hidden and skipped questions' answers dropped, 'This field
 * is required', 'Question not found', lengths, then allowed characters by RE2 — linear time, on at most
 * `QUESTION_LIMITS.answerText` characters): a refusal is 400 with `fields` per question ref.
 * Answers the accepted answers with their display texts.
 */
export function acceptAnswers(questions: StoredQuestion[], answers: Answers, skipLogic: EngineSkipLogic[] = []) {
  const { errors, accepted } = validateAnswers(questions as EngineQuestion[], answers, skipLogic, allowsText);
  const texts = Object.values(errors);
  if (texts.length) throw new HttpError(400, [...new Set(texts)].slice(0, 3).join('; '), { fields: errors });
  const byRef = new Map(questions.map((q) => [q.ref, q]));
  return Object.entries(accepted).flatMap(([questionRef, value]) => {
    const question = byRef.get(questionRef);
    return question && value !== null && value !== undefined
      ? [{ questionId: question.id, answer: answerText(question, value), value: JSON.stringify(value) }]
      : [];
  });
}

export type AcceptedAnswer = ReturnType<typeof acceptAnswers>[number];

/** Writes the accepted answers into `table` (survey_answers by response, attendance_answers by attendance), one insert. */
export async function insertAnswers(
  tx: Tx,
  table: 'survey_answers' | 'attendance_answers',
  ownerColumn: 'response_id' | 'event_attendance_id',
  ownerId: number,
  answers: AcceptedAnswer[],
) {
  if (!answers.length) return;
  await tx.query(sql`insert into ${sql.identifier(table)} (tenant_id, ${sql.identifier(ownerColumn)}, question_id, answer, value)
    select current_setting('app.tenant_id', true), ${ownerId}, a.question_id, a.answer, a.value
    from jsonb_to_recordset(${JSON.stringify(answers.map((a) => ({ question_id: a.questionId, answer: a.answer, value: JSON.parse(a.value) })))}::jsonb)
      as a(question_id int, answer text, value jsonb)`);
}

/** A person who answered or registered. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string | null;
  type?: 'hcp' | 'patient' | 'caregiver';
  marketingOptIn?: boolean;
}

/**
 * The attendee of this e-mail (lower case), made if new (then with the names, type and opt-in given), else kept exactly
 * as it is: an anonymous page never changes a known person's names, type or consent (anyone may type any e-mail).
 * Without an e-mail a new attendee. Answers the id and whether it was made.
 */
export async function attendeeFor(tx: Tx, person: Person, defaultType: 'hcp' | 'patient'): Promise<{ id: number; created: boolean }> {
  const email = person.email?.trim().toLowerCase() || null;
  const [made] = await tx.query<{ id: number }>(sql`insert into attendees (tenant_id, first_name, last_name, email, type, marketing_opt_in)
      values (current_setting('app.tenant_id', true), ${person.firstName}, ${person.lastName}, ${email}, ${person.type ?? defaultType},
        ${person.marketingOptIn ?? false})
      on conflict (tenant_id, email) where email is not null do nothing
      returning id`);
  if (made) return { id: made.id, created: true };
  // The conflict's row (a statement of its own: it sees a row another transaction has just committed).
  const { id } = only(
    await tx.query<{ id: number }>(
      sql`select id from attendees where tenant_id = current_setting('app.tenant_id', true) and email = ${email}`,
    ),
  );
  return { id, created: false };
}

/** Spec 001 §4: a new attendee is hcp when the tenant's attendeeDefaultTypeHcpEnabled is on, else patient. */
export async function defaultAttendeeType(tx: Tx): Promise<'hcp' | 'patient'> {
  const [flag] = await tx.query<{ value: boolean }>(sql`select value from feature_flags where id = 'attendeeDefaultTypeHcpEnabled'`);
  return flag?.value ? 'hcp' : 'patient';
}
