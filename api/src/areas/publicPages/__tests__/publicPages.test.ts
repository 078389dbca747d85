import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, useApi, type TestApi, withFlag } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';
const TABLES = ['attendees', 'event_attendances', 'attendance_answers', 'survey_responses', 'survey_answers', 'events'];
let address = 0;
/** A client address of its own for each use, so the public pages' per-address limits do not meet across tests. */
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

/** A survey: a rating; a single-select whose "No" skips to the last question; a free text required when the rating is
 *  under 3 (at most 50 characters); a free text shown only after "Yes"; a free text skip logic jumps over; a checkbox. */
const surveyBody = (isAnonymous: boolean) => ({
  name: `Public survey ${isAnonymous ? 'anonymous' : 'named'}`,
  language: 'en',
  isAnonymous,
  isEvaluation: false,
  questions: [
    { ref: 'rate', text: 'Rate the program', type: 'rating-5', order: 10, required: true, visible: true },
    {
      ref: 'again',
      text: 'Would you come again?',
      type: 'single-select',
      order: 20,
      required: true,
      visible: true,
      choices: [
        { ref: 'yes', text: 'Yes', openField: false, order: 10 },
        { ref: 'no', text: 'No', openField: false, order: 20 },
        { ref: 'other', text: 'Other', openField: true, order: 30 },
      ],
    },
    {
      ref: 'why',
      text: 'Why that rating?',
      type: 'free-text',
      order: 30,
      required: false,
      visible: true,
      maxLength: 50,
      rules: [
        { field: 'required', id: 'r', parentId: null, operator: 'AND' },
        { field: 'required', id: 'r1', parentId: 'r', questionRef: 'rate', comparatorId: 'less', value: '3' },
      ],
    },
    {
      ref: 'liked',
      text: 'What did you like?',
      type: 'free-text',
      order: 40,
      required: false,
      visible: false,
      rules: [
        { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
        { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'again', comparatorId: 'equal', value: 'Yes' },
      ],
    },
    { ref: 'skipped', text: 'Anything to add?', type: 'free-text', order: 50, required: false, visible: true },
    { ref: 'end', text: 'May we contact you?', type: 'checkbox', order: 60, required: false, visible: true },
  ],
  skipLogic: [{ order: 10, questionRef: 'again', choiceRef: 'no', nextQuestionRef: 'end' }],
});

interface Survey {
  shortName: string;
  templateId: number;
  /** Question ref as written → its id ref. */
  q: Record<'rate' | 'again' | 'why' | 'liked' | 'skipped' | 'end', string>;
  /** Choice text → its id ref. */
  c: Record<'Yes' | 'No' | 'Other', string>;
}

/** Makes a survey template and an event of the demo tenant that has it (due time as given). */
async function makeSurvey(
  api: TestApi,
  name: string,
  isAnonymous: boolean,
  surveyDueTime: string | null = null,
  status = 'confirmed',
): Promise<Survey> {
  const template = await api.call('POST', '/survey-templates', { as: ADMIN, body: surveyBody(isAnonymous) });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  const event = await api.call('POST', '/events', {
    as: ADMIN,
    body: {
      shortName: name,
      title: `Program ${name}`,
      startTime: '2026-03-01T18:00:00Z',
      endTime: '2026-03-01T20:00:00Z',
      zone: 'US/Eastern',
      type: 'live',
      status,
      survey: true,
      surveyTemplates: [{ id: template.body.id, surveyDueTime }],
    },
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const written = surveyBody(isAnonymous).questions;
  const q: Record<string, string> = {};
  const c: Record<string, string> = {};
  template.body.questions.forEach((question: { ref: string; choices: { ref: string; text: string }[] }, i: number) => {
    q[written[i]!.ref] = question.ref;
    for (const choice of question.choices) c[choice.text] = choice.ref;
  });
  return { shortName: name, templateId: template.body.id, q: q as Survey['q'], c: c as Survey['c'] };
}

/** A registration page template: a company (required), a role select, a note shown and required after role "Other". */
const pageBody = (name: string, marketingOptIn = true) => ({
  name,
  branded: true,
  marketingOptIn,
  redirectUrl: 'https://www.example.com/thanks',
  questions: [
    {
      ref: 'company',
      text: 'Company',
      type: 'free-text',
      order: 10,
      required: true,
      visible: true,
      registrationFormType: 'event-register',
    },
    {
      ref: 'role',
      text: 'Your role',
      type: 'single-select',
      order: 20,
      required: false,
      visible: true,
      registrationFormType: 'event-register',
      choices: [
        { ref: 'doc', text: 'Physician', openField: false, order: 10 },
        { ref: 'other', text: 'Other', openField: false, order: 20 },
      ],
    },
    {
      ref: 'note',
      text: 'Tell us your role',
      type: 'free-text',
      order: 30,
      required: true,
      visible: false,
      registrationFormType: 'event-register',
      rules: [
        { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
        { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'role', comparatorId: 'equal', value: 'Other' },
      ],
    },
  ],
});

interface Page {
  shortName: string;
  eventId: number;
  templateId: number;
  q: Record<'company' | 'role' | 'note', string>;
  c: Record<'Physician' | 'Other', string>;
}

/** Makes a registration template and an event of the demo tenant with that registration page. */
async function makePage(
  api: TestApi,
  name: string,
  event: { registrationClosed?: boolean; past?: boolean; marketingOptIn?: boolean; status?: string } = {},
): Promise<Page> {
  const template = await api.call('POST', '/registration-templates', { as: ADMIN, body: pageBody(`Page ${name}`, event.marketingOptIn) });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  const created = await api.call('POST', '/events', {
    as: ADMIN,
    body: {
      shortName: name,
      title: `Program ${name}`,
      startTime: event.past ? '2025-03-01T18:00:00Z' : '2030-03-01T18:00:00Z',
      endTime: event.past ? '2025-03-01T20:00:00Z' : '2030-03-01T20:00:00Z',
      zone: 'US/Central',
      type: 'virtual',
      status: event.status ?? 'confirmed',
      registrationPage: true,
      registrationTemplateId: template.body.id,
      registrationClosed: event.registrationClosed ?? false,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const written = pageBody('x').questions;
  const q: Record<string, string> = {};
  const c: Record<string, string> = {};
  template.body.questions.forEach((question: { ref: string; choices: { ref: string; text: string }[] }, i: number) => {
    q[written[i]!.ref] = question.ref;
    for (const choice of question.choices) c[choice.text] = choice.ref;
  });
  return { shortName: name, eventId: created.body.id, templateId: template.body.id, q: q as Page['q'], c: c as Page['c'] };
}

describe.each(ENGINES)('public survey page on $name', (engine) => {
  const api = useApi(engine);
  const submit = (s: Survey, answers: Record<string, unknown>, more: Record<string, unknown> = {}, headers = fresh()) =>
    api.call('POST', '/public/surveys/responses', {
      tenant: 'demo',
      headers,
      body: { eventId: s.shortName, surveyTemplateId: s.templateId, answers, ...more },
    });

  it('shows the survey with no sign-in: event, template, questions by ref, skip logic, open', async () => {
    const s = await makeSurvey(api, 'PUB-S1', false);
    const page = await api.call('GET', '/public/surveys', {
      tenant: 'demo',
      headers: fresh(),
      query: { eventId: s.shortName, surveyTemplateId: s.templateId },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.event).toEqual({
      shortName: 'PUB-S1',
      title: 'Program PUB-S1',
      startTime: '2026-03-01T18:00:00.000Z',
      zone: 'US/Eastern',
    });
    expect(page.body.template).toMatchObject({ id: s.templateId, language: 'en', isAnonymous: false });
    expect(page.body.questions.map((q: { ref: string }) => q.ref)).toEqual(Object.values(s.q));
    expect(page.body.questions[0]).not.toHaveProperty('surveyTemplateId');
    expect(page.body.skipLogic).toEqual([
      { ref: expect.any(String), order: 10, questionRef: s.q.again, choiceRef: s.c.No, nextQuestionRef: s.q.end },
    ]);
    expect(page.body.closed).toBeNull();
  });

  it('stores a response with its answers as texts; hidden and skipped questions' + "' answers are ignored", async () => {
    const s = await makeSurvey(api, 'PUB-S2', false);
    // "No" skips `liked` and `skipped`; `liked` is hidden anyway (shown only after "Yes").
    const res = await submit(
      s,
      { [s.q.rate]: 4, [s.q.again]: { choiceRefs: [s.c.No] }, [s.q.liked]: 'ignored', [s.q.skipped]: 'ignored too', [s.q.end]: true },
      { respondent: { firstName: 'Ann', lastName: 'Lee', email: 'Ann.Lee@Example.com' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answers = await api.owner<{ text: string; answer: string; value: unknown }>(sql`select q.text, a.answer, a.value
      from survey_answers a join questions q on q.id = a.question_id where a.response_id = ${res.body.id} order by q."order"`);
    expect(answers).toEqual([
      { text: 'Rate the program', answer: '4', value: 4 },
      { text: 'Would you come again?', answer: 'No', value: { choiceRefs: [s.c.No] } },
      { text: 'May we contact you?', answer: 'Yes', value: true },
    ]);
    const [response] = await api.owner<{ email: string; tenant_id: string }>(sql`select a.email, r.tenant_id from survey_responses r
      join attendees a on a.id = r.attendee_id where r.id = ${res.body.id}`);
    expect(response).toEqual({ email: 'ann.lee@example.com', tenant_id: 'demo' });
    const [audit] = await api.owner<{ actor_user_id: number | null; entity: string }>(sql`select actor_user_id, entity from audit_log
      where entity = 'survey_response' and entity_id = ${String(res.body.id)}`);
    expect(audit).toEqual({ actor_user_id: null, entity: 'survey_response' });
    // "Yes" shows `liked`: its answer is kept; an open choice keeps its text.
    const yes = await submit(s, { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] }, [s.q.liked]: 'The speaker' });
    expect(yes.status).toBe(201);
    const other = await submit(s, { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Other], openText: { [s.c.Other]: 'Maybe' } } });
    expect(other.status).toBe(201);
    const texts = await api.owner<{ answer: string }>(
      sql`select answer from survey_answers where response_id in (${yes.body.id}, ${other.body.id}) order by id`,
    );
    expect(texts.map((t) => t.answer)).toEqual(['5', 'Yes', 'The speaker', '5', 'Other: Maybe']);
  });

  it('refuses required visible questions unanswered, unknown questions, bad and oversized answers with 400 per field, writing nothing', async () => {
    const s = await makeSurvey(api, 'PUB-S3', false);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { [s.q.rate]: 'This field is required', [s.q.again]: 'This field is required' }],
      // A rating under 3 makes `why` required.
      [{ [s.q.rate]: 2, [s.q.again]: { choiceRefs: [s.c.Yes] } }, { [s.q.why]: 'This field is required' }],
      [{ [s.q.rate]: 4, [s.q.again]: { choiceRefs: [s.c.Yes] }, '999999': 'x' }, { '999999': 'Question not found' }],
      [{ [s.q.rate]: 4, [s.q.again]: { choiceRefs: [s.c.Yes] }, [s.q.why]: 'x'.repeat(51) }, { [s.q.why]: 'Maximum length is 50' }],
      [{ [s.q.rate]: 9, [s.q.again]: { choiceRefs: [s.c.Yes] } }, { [s.q.rate]: 'The answer must be a whole number from 1 to 5' }],
    ];
    for (const [answers, fields] of cases) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await submit(s, answers);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.fields).toEqual(fields);
        expect(res.body.message).toBe([...new Set(Object.values(fields))].join('; '));
      });
    }
    // The wire refuses text far beyond any question's limit, and malformed answers.
    for (const answers of [{ [s.q.why]: 'x'.repeat(30_000) }, { [s.q.again]: { choiceRefs: 'yes' } }, { [s.q.again]: { wrong: [] } }]) {
      await expectNothingWritten(api, TABLES, async () => expect((await submit(s, answers)).status).toBe(400));
    }
  });

  it('stores no respondent for an anonymous survey, even when one is sent', async () => {
    const s = await makeSurvey(api, 'PUB-S4', true);
    const before = await api.owner<{ n: number }>(sql`select count(*)::int as n from attendees`);
    const res = await submit(
      s,
      { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] } },
      { respondent: { firstName: 'Bo', lastName: 'Ray', email: 'bo@example.com' } },
    );
    expect(res.status).toBe(201);
    const [row] = await api.owner<{ attendee_id: number | null }>(sql`select attendee_id from survey_responses where id = ${res.body.id}`);
    expect(row!.attendee_id).toBeNull();
    expect(await api.owner(sql`select count(*)::int as n from attendees`)).toEqual(before);
  });

  it('after the due time: the page says closed (due) and a response is 409', async () => {
    const s = await makeSurvey(api, 'PUB-S5', false, '2026-01-01T00:00:00Z');
    const page = await api.call('GET', '/public/surveys', {
      tenant: 'demo',
      headers: fresh(),
      query: { eventId: s.shortName, surveyTemplateId: s.templateId },
    });
    expect(page.body.closed).toBe('due');
    await expectNothingWritten(api, TABLES, async () => {
      const res = await submit(s, { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This survey is closed');
    });
  });

  it('of a cancelled event: the page says cancelled and a response is 409 "This event has been cancelled"', async () => {
    const s = await makeSurvey(api, 'PUB-S5C', false, null, 'cancelled');
    const page = await api.call('GET', '/public/surveys', {
      tenant: 'demo',
      headers: fresh(),
      query: { eventId: s.shortName, surveyTemplateId: s.templateId },
    });
    expect(page.body.closed).toBe('cancelled');
    await expectNothingWritten(api, TABLES, async () => {
      const res = await submit(s, { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This event has been cancelled');
    });
  });

  it('answers 404 "Survey not found" alike for another tenant, a template not attached and an unknown event', async () => {
    const s = await makeSurvey(api, 'PUB-S6', false);
    const other = (await api.call('POST', '/survey-templates', { as: ADMIN, body: surveyBody(false) })).body as { id: number };
    const asks: [string, Record<string, string | number>][] = [
      ['acme', { eventId: s.shortName, surveyTemplateId: s.templateId }],
      ['demo', { eventId: s.shortName, surveyTemplateId: other.id }],
      ['demo', { eventId: 'NO-SUCH-EVENT', surveyTemplateId: s.templateId }],
    ];
    for (const [tenant, query] of asks) {
      const page = await api.call('GET', '/public/surveys', { tenant, headers: fresh(), query });
      expect(page.status).toBe(404);
      expect(page.body.message).toBe('Survey not found');
      await expectNothingWritten(api, TABLES, async () => {
        const res = await api.call('POST', '/public/surveys/responses', {
          tenant,
          headers: fresh(),
          body: { ...query, answers: { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] } } },
        });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Survey not found');
      });
    }
  });

  it('takes a filled honeypot as a bot: 201 and nothing stored', async () => {
    const s = await makeSurvey(api, 'PUB-S7', false);
    await expectNothingWritten(api, TABLES, async () => {
      const res = await submit(s, { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] } }, { website: 'http://spam.example.com' });
      expect(res.status).toBe(201);
    });
  });

  it('limits submits per client address and event (429 with Retry-After); another address goes on', async () => {
    const s = await makeSurvey(api, 'PUB-S8', false);
    const one = fresh();
    for (let i = 0; i < 20; i++) expect((await submit(s, {}, { website: 'bot' }, one)).status).toBe(201);
    const refused = await api.app.inject({
      method: 'POST',
      url: '/public/surveys/responses',
      headers: { 'x-tenant-id': 'demo', ...one },
      payload: { eventId: s.shortName, surveyTemplateId: s.templateId, answers: {} },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many submissions for this event from your address\. Try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(s, { [s.q.rate]: 5, [s.q.again]: { choiceRefs: [s.c.Yes] } })).status).toBe(201);
  });
  const register = (p: Page, body: Record<string, unknown>, headers = fresh(), tenant = 'demo') =>
    api.call('POST', `/public/registration/${encodeURIComponent(p.shortName)}`, { tenant, headers, body });
  const person = (p: Page, email: string, more: Record<string, unknown> = {}) => ({
    firstName: 'Cy',
    lastName: 'Doe',
    email,
    marketingOptIn: true,
    answers: { [p.q.company]: 'Acme Clinic', [p.q.role]: { choiceRefs: [p.c.Physician] }, [p.q.note]: 'hidden: ignored' },
    website: '',
    visitor: 'v-1',
    ...more,
  });

  it('shows the registration page and records views (total, unique by visitor)', async () => {
    const p = await makePage(api, 'PUB-R1');
    for (const visitor of ['a', 'a', 'b']) {
      const page = await api.call('GET', `/public/registration/${p.shortName}`, { tenant: 'demo', headers: fresh(), query: { visitor } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body).toMatchObject({
        event: {
          shortName: 'PUB-R1',
          title: 'Program PUB-R1',
          zone: 'US/Central',
          location: 'Virtual',
          endTime: '2030-03-01T20:00:00.000Z',
        },
        template: { name: 'Page PUB-R1', branded: true, redirectUrl: 'https://www.example.com/thanks', marketingOptIn: true },
        closed: null,
      });
      expect(page.body.questions.map((q: { ref: string }) => q.ref)).toEqual(Object.values(p.q));
    }
    const views = await api.owner<{
      total: number;
      unique: number;
    }>(sql`select count(*)::int as total, count(distinct visitor)::int as unique
      from registration_page_views where event_id = ${p.eventId}`);
    expect(views).toEqual([{ total: 3, unique: 2 }]);
  });

  it('registers: attendee (by e-mail, lower case), attendance registered from the page, answers, opt-in, registered + 1, audited', async () => {
    const p = await makePage(api, 'PUB-R2');
    const res = await register(p, person(p, 'Cy.Doe@Example.com'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ redirectUrl: 'https://www.example.com/thanks' });
    const [row] = await api.owner<Record<string, unknown>>(sql`select a.email, a.first_name, a.type, a.marketing_opt_in, ea.status,
        ea.subscribed, ea.source, ea.registration_template_id, e.registered
      from event_attendances ea join attendees a on a.id = ea.attendee_id join events e on e.id = ea.event_id where ea.event_id = ${p.eventId}`);
    expect(row).toEqual({
      email: 'cy.doe@example.com',
      first_name: 'Cy',
      type: 'patient',
      marketing_opt_in: true,
      status: 'registered',
      subscribed: true,
      source: 'Page PUB-R2',
      registration_template_id: p.templateId,
      registered: 1,
    });
    // The hidden note's answer is not stored.
    const answers = await api.owner<{ answer: string }>(sql`select aa.answer from attendance_answers aa
      join event_attendances ea on ea.id = aa.event_attendance_id where ea.event_id = ${p.eventId} order by aa.question_id`);
    expect(answers.map((a) => a.answer)).toEqual(['Acme Clinic', 'Physician']);
    const audits = await api.owner<{ entity: string; actor_user_id: number | null }>(sql`select entity, actor_user_id from audit_log
      where entity in ('attendee', 'event_attendee') order by id desc limit 2`);
    expect(audits).toEqual([
      { entity: 'event_attendee', actor_user_id: null },
      { entity: 'attendee', actor_user_id: null },
    ]);
    // The same e-mail again: the answer of a registration (status and body: it tells no visitor whether an e-mail is
    // registered), nothing written but an e-mail to that address saying so, and its audit row.
    const written = sql`select (select count(*)::int from event_attendances) as attendances,
      (select count(*)::int from attendance_answers) as answers, (select registered from events where id = ${p.eventId}) as registered,
      (select row_to_json(a)::text from attendees a where a.email = 'cy.doe@example.com') as person`;
    const before = await api.owner(written);
    const again = await register(p, person(p, 'CY.DOE@example.com', { firstName: 'Mallory', marketingOptIn: false }));
    expect({ status: again.status, body: again.body }).toEqual({ status: res.status, body: res.body });
    expect(await api.owner(written)).toEqual(before);
    const mail = await api.owner<{ subject: string; body: string }>(sql`select subject, body from email_outbox
      where to_email = 'cy.doe@example.com' order by id desc limit 1`);
    expect(mail).toEqual([
      {
        subject: 'You are already registered for Program PUB-R2',
        body: expect.stringMatching(
          /^Someone, probably you, asked to register cy\.doe@example\.com for Program PUB-R2 \(PUB-R2\), which starts on 2030-03-01 18:00 UTC\. This address is already registered for it, so nothing has changed\./,
        ),
      },
    ]);
    const [repeated] = await api.owner<{ entity: string; entity_id: string; action: string }>(sql`select entity, entity_id, action
      from audit_log order by id desc limit 1`);
    expect(repeated).toMatchObject({ entity: 'event_attendee', action: 'register-again' });
    // At another event the same attendee is reused.
    const second = await makePage(api, 'PUB-R2B', { marketingOptIn: false });
    expect((await register(second, person(second, 'cy.doe@example.com', { firstName: 'Other' }))).status).toBe(201);
    const people = await api.owner<{ n: number }>(sql`select count(*)::int as n from attendees where email = 'cy.doe@example.com'`);
    expect(people).toEqual([{ n: 1 }]);
  });

  it('refuses missing names, a bad e-mail, a required question and a shown required one with the spec texts, writing nothing', async () => {
    const p = await makePage(api, 'PUB-R3');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstName: '' }, { firstName: 'Name is required' }],
      [{ email: 'not-an-email' }, { email: 'Invalid email format' }],
      [{ answers: {} }, { [p.q.company]: 'This field is required' }],
      [{ answers: { [p.q.company]: 'X', [p.q.role]: { choiceRefs: [p.c.Other] } } }, { [p.q.note]: 'This field is required' }],
      [{ answers: { [p.q.company]: 'X', '12345678': true } }, { '12345678': 'Question not found' }],
    ];
    for (const [more, fields] of cases) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await register(p, person(p, 'r3@example.com', more));
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.fields).toEqual(fields);
      });
    }
  });

  it('says cancelled (status), closed (registrationClosed) and past (ended), refusing registrations with 409', async () => {
    const cancelled = await makePage(api, 'PUB-R4C', { status: 'cancelled' });
    const closed = await makePage(api, 'PUB-R4', { registrationClosed: true });
    const past = await makePage(api, 'PUB-R5', { past: true });
    for (const [p, reason, message] of [
      [cancelled, 'cancelled', 'This event has been cancelled'],
      [closed, 'closed', 'Registration is closed'],
      [past, 'past', 'This event has already taken place'],
    ] as const) {
      const page = await api.call('GET', `/public/registration/${p.shortName}`, { tenant: 'demo', headers: fresh() });
      expect(page.body.closed).toBe(reason);
      await expectNothingWritten(api, TABLES, async () => {
        const res = await register(p, person(p, 'late@example.com'));
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      });
    }
  });

  it("an anonymous registration of a known e-mail leaves that attendee's names, type and consent as they are; the registration has its audit row", async () => {
    const first = await makePage(api, 'PUB-RK1');
    expect((await register(first, person(first, 'known@example.com', { marketingOptIn: false }))).status).toBe(201);
    const stored = sql`select first_name, last_name, type, marketing_opt_in, updated_at from attendees where email = 'known@example.com'`;
    const [before] = await api.owner<Record<string, unknown>>(stored);
    expect(before).toMatchObject({ first_name: 'Cy', type: 'patient', marketing_opt_in: false });

    const second = await makePage(api, 'PUB-RK2');
    const res = await register(
      second,
      person(second, 'KNOWN@example.com', { firstName: 'Mallory', lastName: 'Other', type: 'caregiver', marketingOptIn: true }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await api.owner(stored)).toEqual([before]);
    const [attendance] = await api.owner<{ id: number }>(sql`select ea.id from event_attendances ea
      join attendees a on a.id = ea.attendee_id where a.email = 'known@example.com' and ea.event_id = ${second.eventId}`);
    expect(attendance).toBeTruthy();
    const audits = await api.owner<{ entity: string; entity_id: string; action: string }>(sql`select entity, entity_id, action
      from audit_log order by id desc limit 2`);
    expect(audits[0]).toEqual({ entity: 'event_attendee', entity_id: String(attendance!.id), action: 'create' });
    expect(audits[1]).not.toMatchObject({ entity: 'attendee' });
  });

  it('answers 404 alike for another tenant and an event without a registration page; a honeypot stores nothing; submits are limited', async () => {
    const p = await makePage(api, 'PUB-R6');
    for (const [tenant, shortName] of [
      ['acme', p.shortName],
      ['demo', 'NO-SUCH-EVENT'],
    ] as const) {
      const page = await api.call('GET', `/public/registration/${shortName}`, { tenant, headers: fresh() });
      expect(page.status).toBe(404);
      expect(page.body.message).toBe('Registration page not found');
      await expectNothingWritten(api, TABLES, async () => {
        const res = await register({ ...p, shortName }, person(p, 'x@example.com'), fresh(), tenant);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Registration page not found');
      });
    }
    const one = fresh();
    await expectNothingWritten(api, TABLES, async () => {
      for (let i = 0; i < 20; i++) expect((await register(p, person(p, `bot${i}@example.com`, { website: 'x' }), one)).status).toBe(201);
    });
    const refused = await register(p, person(p, 'human@example.com'), one);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many submissions for this event from your address\. Try again in \d+ minutes\.$/);
  });

  it('analytics: views, unique views, registrations and their 24-hour pulses per event of the template, in the period', async () => {
    const p = await makePage(api, 'PUB-R7');
    for (const visitor of ['a', 'a', 'b', 'c'])
      await api.call('GET', `/public/registration/${p.shortName}`, { tenant: 'demo', headers: fresh(), query: { visitor } });
    expect((await register(p, person(p, 'r7a@example.com'))).status).toBe(201);
    expect((await register(p, person(p, 'r7b@example.com'))).status).toBe(201);
    // One view and one registration three days ago: in a week's period, not in its pulse.
    await api.owner(
      sql`update registration_page_views set viewed_at = now() - interval '3 days' where id = (select min(id) from registration_page_views where event_id = ${p.eventId})`,
    );
    await api.owner(
      sql`update event_attendances set created_date = now() - interval '3 days' where id = (select min(id) from event_attendances where event_id = ${p.eventId})`,
    );
    const fmt = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ').replaceAll('-', '/');
    const week = { from: fmt(new Date(Date.now() - 7 * 86_400_000)), to: fmt(new Date(Date.now() + 60_000)), timezone: 'UTC' };
    const res = await api.call('GET', `/analytics/reg-page/${p.templateId}`, {
      as: 'marketing@demo.test',
      query: { filters: { period: week } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      count: 1,
      results: [
        {
          pageName: 'Page PUB-R7',
          event: { id: p.eventId, shortName: 'PUB-R7', startTime: '2030-03-01T18:00:00.000Z', zone: 'US/Central' },
          uniqueViews: 3,
          totalViews: 4,
          totalViewsPulse: 3,
          registrationCount: 2,
          registrationPulse: 1,
        },
      ],
    });
    const day = { from: fmt(new Date(Date.now() - 86_400_000)), to: week.to, timezone: 'UTC' };
    const recent = await api.call('GET', `/analytics/reg-page/${p.templateId}`, { as: ADMIN, query: { filters: { period: day } } });
    expect(recent.body.results[0]).toMatchObject({ uniqueViews: 3, totalViews: 3, registrationCount: 1 });
    const backwards = await api.call('GET', `/analytics/reg-page/${p.templateId}`, {
      as: ADMIN,
      query: { filters: { period: { from: week.to, to: week.from, timezone: 'UTC' } } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Period To must be after Period From');
    // Acme has registration pages off (403): on, it finds nothing of demo's.
    const acme = await withFlag(api, 'acme', 'registrationPagesEnabled', true, () =>
      api.call('GET', `/analytics/reg-page/${p.templateId}`, { as: 'admin@acme.test' }),
    );
    expect(acme.status).toBe(404);
    expect((await api.call('GET', `/analytics/reg-page/${p.templateId}`, { as: 'speaker@demo.test' })).status).toBe(403);
  });

  it('attendee responses and the attendee list show a registration', async () => {
    const p = await makePage(api, 'PUB-R8');
    expect((await register(p, person(p, 'r8@example.com', { firstName: 'Zed', lastName: 'Quill' }))).status).toBe(201);
    const list = await api.call('GET', '/attendees', { as: 'user@demo.test', query: { searchQuery: 'zed quill' } });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const [attendance] = list.body.results;
    expect(attendance).toMatchObject({
      eventId: p.eventId,
      status: 'registered',
      sources: [{ source: 'Page PUB-R8' }],
      createdDate: expect.stringMatching(/Z$/),
      attendee: { firstName: 'Zed', lastName: 'Quill', email: 'r8@example.com', type: 'patient', marketingOptIn: true },
    });
    const attendee = attendance.attendee;
    const byEvent = await api.call('GET', '/attendees', { as: ADMIN, query: { filters: { eventIds: [p.eventId] } } });
    expect(byEvent.body.results.map((a: { id: number }) => a.id)).toEqual([attendance.id]);
    const answers = await api.call('GET', '/registration-templates/attendee-responses', {
      as: 'user@demo.test',
      query: { attendeeId: attendee.id, questions: `${p.q.company},${p.q.role}` },
    });
    expect(answers.status).toBe(200);
    expect(answers.body).toEqual([
      { id: expect.any(Number), answer: 'Acme Clinic', questionId: Number(p.q.company) },
      { id: expect.any(Number), answer: 'Physician', questionId: Number(p.q.role) },
    ]);
    // `questions` repeated, as spec 002 §7 also sends it: the same answers.
    const repeated = await api.call(
      'GET',
      `/registration-templates/attendee-responses?attendeeId=${attendee.id}&questions=${p.q.company}&questions=${p.q.role}`,
      { as: 'user@demo.test' },
    );
    expect(repeated.body).toEqual(answers.body);
    await withFlag(api, 'acme', 'registrationPagesEnabled', true, async () => {
      const acme = await api.call('GET', '/registration-templates/attendee-responses', {
        as: 'admin@acme.test',
        query: { attendeeId: attendee.id, questions: p.q.company },
      });
      expect(acme.body).toEqual([]);
      expect((await api.call('GET', '/attendees', { as: 'admin@acme.test', query: { searchQuery: 'zed quill' } })).body.count).toBe(0);
    });
    // Marketing reads attendees, read-only (spec 001 §6): their answers too.
    const marketing = await api.call('GET', '/registration-templates/attendee-responses', {
      as: 'marketing@demo.test',
      query: { attendeeId: attendee.id, questions: p.q.company },
    });
    expect(marketing.status).toBe(200);
  });
});
