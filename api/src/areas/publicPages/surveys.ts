import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { loadQuestions, loadSkipLogic, withoutSpecNames, type StoredQuestion } from '../questions/index.ts';
import { acceptAnswers, answersInput, attendeeFor, defaultAttendeeType, honeypot, insertAnswers } from './submissions.ts';
import { createThrottle, SUBMIT_LIMIT, VIEW_LIMIT } from './throttle.ts';
import { publicSurvey, surveyResponseMade } from './answers.ts';

const SURVEY_NOT_FOUND = 'Survey not found';
export const SURVEY_CLOSED = 'This survey is closed';
/** Both public pages refuse an event whose status is cancelled. */
export const EVENT_CANCELLED = 'This event has been cancelled';

/** The link's `eventId` (the event's short name) and `surveyTemplateId`. */
const shortName = z.string({ message: 'eventId is required' }).trim().min(1, 'eventId is required').max(200, 'eventId is too long');
const templateId = z.coerce
  .number({ message: 'surveyTemplateId must be a positive whole number' })
  .int('surveyTemplateId must be a positive whole number')
  .positive('surveyTemplateId must be a positive whole number')
  .max(2_147_483_647, 'surveyTemplateId is too large');

interface SurveyRow {
  eventId: number;
  shortName: string;
  title: string;
  startTime: string;
  zone: string;
  status: string;
  dueTime: string | null;
  id: number;
  name: string;
  language: 'en' | 'es';
  isiText: string | null;
  logo: string | null;
  consentText: string | null;
  privacyPolicyLink: string | null;
  isAnonymous: boolean;
}

/** The event of that short name with the survey on and the template attached (the latest such event if the tenant
 *  reused a short name), or 404 'Survey not found' — the same for a missing event, another tenant's, a template not
 *  attached or a survey turned off. */
async function findSurvey(tx: Tx, eventShortName: string, surveyTemplateId: number): Promise<SurveyRow> {
  const [row] = await tx.query<SurveyRow>(sql`select e.id as "eventId", e.short_name as "shortName", e.title,
      e.start_time as "startTime", e.zone, e.status, est.survey_due_time as "dueTime", st.id, st.name, st.language, st.isi_text as "isiText",
      st.logo, st.consent_text as "consentText", st.privacy_policy_link as "privacyPolicyLink", st.is_anonymous as "isAnonymous"
    from events e
    join event_survey_templates est on est.event_id = e.id and est.survey_template_id = ${surveyTemplateId}
    join survey_templates st on st.id = est.survey_template_id
    where e.short_name = ${eventShortName} and e.survey
    order by e.start_time desc, e.id desc limit 1`);
  if (!row) throw new HttpError(404, SURVEY_NOT_FOUND);
  return row;
}

/** The body of `POST public/surveys/responses`. */
export const surveyResponseBody = z
  .object({
    eventId: shortName,
    surveyTemplateId: templateId,
    answers: answersInput,
    respondent: z
      .object({
        firstName: z.string().trim().max(200).nullish(),
        lastName: z.string().trim().max(200).nullish(),
        email: z.union([z.string().trim().max(320).email('Invalid email format'), z.literal('')]).nullish(),
      })
      .strict()
      .nullish(),
    website: honeypot,
  })
  .strict();

const isPast = (at: string | null) => at !== null && new Date(at).getTime() <= Date.now();
/** Why the survey takes no responses: `cancelled` (the event's status), `due` (its due time has passed). */
const closedBecause = (s: SurveyRow): 'cancelled' | 'due' | null =>
  s.status === 'cancelled' ? 'cancelled' : isPast(s.dueTime) ? 'due' : null;

/** A question as the public page needs it (no template ids). */
export const publicQuestion = ({ surveyTemplateId: _s, registrationTemplateId: _r, ...question }: StoredQuestion) =>
  withoutSpecNames(question);

/** The public survey page (`/s?eventId=&surveyTemplateId=`; the BFF passes the host's tenant as `x-tenant-id`). */
export function publicSurveyRoutes(route: Router) {
  const viewed = createThrottle(VIEW_LIMIT);
  const submitted = createThrottle(SUBMIT_LIMIT);

  route({
    method: 'GET',
    url: '/public/surveys',
    auth: 'public',
    schema: { query: z.object({ eventId: shortName, surveyTemplateId: templateId }) },
    answer: publicSurvey,
    handler: async (ctx) => {
      const { tx, query } = ctx;
      viewed(ctx, query.eventId);
      const s = await findSurvey(tx, query.eventId, query.surveyTemplateId);
      const questions = await loadQuestions(tx, { kind: 'survey', id: s.id });
      const skipLogic = await loadSkipLogic(tx, s.id);
      return {
        event: { shortName: s.shortName, title: s.title, startTime: new Date(s.startTime).toISOString(), zone: s.zone },
        template: {
          id: s.id,
          name: s.name,
          language: s.language,
          isiText: s.isiText,
          logo: s.logo,
          consentText: s.consentText,
          privacyPolicyLink: s.privacyPolicyLink,
          isAnonymous: s.isAnonymous,
        },
        questions: questions.map(publicQuestion),
        skipLogic: skipLogic.map(({ id: _, ...entry }) => entry),
        closed: closedBecause(s),
      };
    },
  });

  route({
    method: 'POST',
    url: '/public/surveys/responses',
    auth: 'public',
    status: 201,
    schema: { body: surveyResponseBody },
    answer: surveyResponseMade,
    handler: async (ctx) => {
      const { tx, body, audit } = ctx;
      submitted(ctx, body.eventId);
      if (body.website) return { id: null };
      const s = await findSurvey(tx, body.eventId, body.surveyTemplateId);
      const closed = closedBecause(s);
      if (closed) throw new HttpError(409, closed === 'cancelled' ? EVENT_CANCELLED : SURVEY_CLOSED);
      const questions = await loadQuestions(tx, { kind: 'survey', id: s.id });
      const answers = acceptAnswers(questions, body.answers, await loadSkipLogic(tx, s.id));
      // An anonymous survey stores no link to a person, whatever the page sent.
      const who = s.isAnonymous ? null : body.respondent;
      const named = who && (who.firstName || who.lastName || who.email);
      const attendee = named
        ? await attendeeFor(
            tx,
            { firstName: who.firstName ?? '', lastName: who.lastName ?? '', email: who.email || null },
            await defaultAttendeeType(tx),
          )
        : null;
      if (attendee?.created) await audit('attendee', attendee.id, 'create', ['firstName', 'lastName', 'email']);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into survey_responses (tenant_id, event_id, survey_template_id, attendee_id)
          values (current_setting('app.tenant_id', true), ${s.eventId}, ${s.id}, ${attendee?.id ?? null}) returning id`),
      );
      await insertAnswers(tx, 'survey_answers', 'response_id', id, answers);
      await audit('survey_response', id, 'create', ['answers']);
      return { id };
    },
  });
}
