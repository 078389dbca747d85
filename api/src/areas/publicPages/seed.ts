import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import { only } from '../../platform/db/client.ts';
import type { DemoTenant } from '../../platform/db/seed.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../platform/db/demoNames.ts';
import { RATING_SCALES, isRatingType, type AnswerValue, type Answers } from '../questions/contract.ts';
import { loadQuestions, loadSkipLogic, type StoredQuestion } from '../questions/index.ts';
import { acceptAnswers, attendeeFor, insertAnswers } from './submissions.ts';

/** The accepted answers, or none when the engine refuses the made-up ones (a template the generator does not fit). */
export function accepted(...args: Parameters<typeof acceptAnswers>) {
  try {
    return acceptAnswers(...args);
  } catch {
    return null;
  }
}

const SAMPLE_TEXTS = ['More time for questions', 'Great speaker', 'Shorter slides, please', 'Very useful for my practice'];

/** A plausible answer of each question; the engine then drops those its rules and skip logic hide. */
export function someAnswers(questions: StoredQuestion[], t: DemoTenant): Answers {
  const answer = (q: StoredQuestion): AnswerValue => {
    if (q.type === 'checkbox') return t.rand() < 0.6;
    if (q.type === 'free-text') return t.pick(SAMPLE_TEXTS).slice(0, q.maxLength || undefined);
    if (isRatingType(q.type)) return t.between(1, RATING_SCALES[q.type]);
    const chosen = q.type === 'multi-select' ? q.choices.filter(() => t.rand() < 0.4) : [t.pick(q.choices)];
    const picked = chosen.length ? chosen : q.choices.slice(0, 1);
    const open = picked.find((c) => c.openField);
    return { choiceRefs: picked.map((c) => c.ref), ...(open && { openText: { [open.ref]: 'A colleague told me' } }) };
  };
  return Object.fromEntries(
    questions
      .filter((q) => q.type === 'free-text' || q.type === 'checkbox' || isRatingType(q.type) || q.choices.length)
      .map((q) => [q.ref, answer(q)]),
  );
}

/** Demo rows of the public pages, written by the same functions as the pages: survey responses for the first
 *  events of 2026 with a survey (some named, some not), and registrations and page views for the first events
 *  with a registration page, so Survey Responses, the export and the analytics dialog have something to show. */
export const publicPagesSeed: AreaSeed = {
  after: ['events'],
  async rows(tx, t) {
    const surveys = await tx.query<{ eventId: number; templateId: number; isAnonymous: boolean; start: string }>(sql`
      select e.id as "eventId", st.id as "templateId", st.is_anonymous as "isAnonymous", e.start_time as start
      from events e join event_survey_templates est on est.event_id = e.id join survey_templates st on st.id = est.survey_template_id
      where e.tenant_id = ${t.id} and e.survey and e.start_time >= '2026-01-01' and e.start_time < '2026-11-01'
      order by e.id, st.id limit 12`);
    let person = 0;
    for (const s of surveys) {
      const questions = await loadQuestions(tx, { kind: 'survey', id: s.templateId });
      if (!questions.length) continue;
      const skipLogic = await loadSkipLogic(tx, s.templateId);
      for (let n = t.between(2, 8); n > 0; n--) {
        const answers = accepted(questions, someAnswers(questions, t), skipLogic);
        if (!answers) continue;
        const named = !s.isAnonymous && t.rand() < 0.5;
        const first = t.pick(FIRST_NAMES);
        const last = t.pick(LAST_NAMES);
        person += 1;
        const attendee = named
          ? await attendeeFor(
              tx,
              { firstName: first, lastName: last, email: `${first}.${last}.${person}@attendee.test`.toLowerCase() },
              'patient',
            )
          : null;
        const submitted = new Date(new Date(s.start).getTime() + t.between(1, 72) * 3_600_000).toISOString();
        const { id } = only(
          await tx.query<{
            id: number;
          }>(sql`insert into survey_responses (tenant_id, event_id, survey_template_id, attendee_id, submitted_at)
            values (${t.id}, ${s.eventId}, ${s.templateId}, ${attendee?.id ?? null}, ${submitted}) returning id`),
        );
        await insertAnswers(tx, 'survey_answers', 'response_id', id, answers);
      }
    }

    const pages = await tx.query<{ eventId: number; templateId: number; name: string }>(sql`
      select e.id as "eventId", rt.id as "templateId", rt.name from events e join registration_templates rt on rt.id = e.registration_template_id
      where e.tenant_id = ${t.id} and e.registration_page order by e.id limit 8`);
    for (const page of pages) {
      const questions = await loadQuestions(tx, { kind: 'registration', id: page.templateId });
      const registrations = t.between(1, 5);
      for (let n = 0; n < registrations; n++) {
        const first = t.pick(FIRST_NAMES);
        const last = t.pick(LAST_NAMES);
        person += 1;
        const attendee = await attendeeFor(
          tx,
          {
            firstName: first,
            lastName: last,
            email: `${first}.${last}.${person}@attendee.test`.toLowerCase(),
            marketingOptIn: t.rand() < 0.3,
          },
          'patient',
        );
        const daysAgo = t.between(0, 20);
        const { id } = only(
          await tx.query<{ id: number }>(sql`insert into event_attendances
              (tenant_id, event_id, attendee_id, status, subscribed, source, registration_template_id, created_date)
            values (${t.id}, ${page.eventId}, ${attendee.id}, 'registered', true, ${page.name}, ${page.templateId}, now() - make_interval(days => ${daysAgo}))
            returning id`),
        );
        await insertAnswers(tx, 'attendance_answers', 'event_attendance_id', id, accepted(questions, someAnswers(questions, t)) ?? []);
      }
      const visitors = registrations + t.between(2, 10);
      await tx.query(sql`insert into registration_page_views (tenant_id, event_id, registration_template_id, visitor, viewed_at)
        select ${t.id}, ${page.eventId}, ${page.templateId}, 'demo-visitor-' || (v % ${visitors}), now() - make_interval(hours => v * 7)
        from generate_series(1, ${visitors * 2}) v`);
    }
  },
};
