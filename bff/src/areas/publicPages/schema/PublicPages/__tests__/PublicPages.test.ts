import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const SURVEY = `query($eventId: String!, $surveyTemplateId: Int!) {
  publicSurvey(eventId: $eventId, surveyTemplateId: $surveyTemplateId) {
    closed
    event { shortName title startTime zone }
    template { internalId name language isAnonymous }
    questions { ref text type required visible choices { ref text openField } rules { field id parentId operator questionRef comparator value } }
    skipLogic { questionRef choiceRef nextQuestionRef }
  }
}`;
const SUBMIT = `mutation($input: SubmitSurveyResponseInput!) { submitSurveyResponse(input: $input) { ok fieldErrors { questionRef message } } }`;
const PAGE = `query($eventId: String!, $visitor: String) {
  publicRegistrationPage(eventId: $eventId, visitor: $visitor) {
    closed
    event { shortName title startTime endTime zone location }
    template { name branded marketingOptIn }
    questions { ref text type required }
  }
}`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { ok redirectUrl fieldErrors { questionRef message } } }`;
const UPDATE_EVENT = `mutation($input: UpdateEventInput!) { updateEvent(input: $input) { event { id } } }`;

let stack: Stack;
let admin: string;
/** A demo event with the 'Post-program survey' (rating, single-select with skip logic, conditionally required free text). */
let event: { id: string; shortName: string };
let surveyTemplateId: number;
let otherTemplateId: number;
let refs: Record<'rating' | 'again' | 'why' | 'useful' | 'comments', string>;
let no: string;

const nextYear = new Date().getUTCFullYear() + 1;

async function updateEvent(input: Record<string, unknown>) {
  const answer = await stack.gql(UPDATE_EVENT, { token: admin, variables: { input: { id: event.id, ...input } } });
  expect(answer.errors).toBeUndefined();
}

async function responsesCount(): Promise<number> {
  const answer = await stack.gql(
    `query($q: String) { surveyResponses(first: 10, searchQuery: $q) { edges { node { shortName responsesCount } } } }`,
    {
      token: admin,
      variables: { q: event.shortName },
    },
  );
  const row = answer.data!.surveyResponses.edges.find((edge: any) => edge.node.shortName === event.shortName);
  return row?.node.responsesCount ?? 0;
}

/** The REST attendee list (staff; event attendances with their attendee), by search. */
async function attendees(searchQuery: string): Promise<any[]> {
  const response = await fetch(`${stack.apiUrl}/attendees?searchQuery=${encodeURIComponent(searchQuery)}&limit=50`, {
    headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo', 'x-product': 'hive' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: any[] }).results;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  const templates = await stack.gql(`{ surveyTemplates(first: 100) { edges { node { internalId name } } } }`, { token: admin });
  const byName = new Map(templates.data!.surveyTemplates.edges.map((edge: any) => [edge.node.name, edge.node.internalId]));
  surveyTemplateId = byName.get('Post-program survey') as number;
  otherTemplateId = byName.get('HCP feedback') as number;
  const registration = await stack.gql(`{ registrationTemplates(first: 100) { edges { node { internalId name } } } }`, { token: admin });
  const standard = registration.data!.registrationTemplates.edges.find((edge: any) => edge.node.name === 'Standard registration').node;
  // An event the CRM does not own (its times and short name may change).
  const events = await stack.gql(`{ events(first: 50) { edges { node { id shortName veevaId } } } }`, { token: admin });
  event = events.data!.events.edges.map((edge: any) => edge.node).find((node: any) => !node.veevaId);
  event.shortName = `PUB-${Date.now()}`;
  await updateEvent({
    shortName: event.shortName,
    startTime: `${nextYear}-03-10T18:00:00.000Z`,
    endTime: `${nextYear}-03-10T20:00:00.000Z`,
    survey: true,
    surveyTemplates: [{ id: surveyTemplateId }],
    registrationPage: true,
    registrationTemplateId: standard.internalId,
    registrationClosed: false,
  });
  const survey = await stack.gql(SURVEY, { variables: { eventId: event.shortName, surveyTemplateId } });
  const questions = survey.data!.publicSurvey.questions as any[];
  const refOf = (start: string) => questions.find((q) => q.text.startsWith(start)).ref;
  refs = {
    rating: refOf('How would you rate'),
    again: refOf('Would you recommend'),
    why: refOf('What would you change'),
    useful: refOf('What did you find most useful'),
    comments: refOf('Anything else'),
  };
  no = questions.find((q) => q.ref === refs.again).choices.find((c: any) => c.text === 'No').ref;
});
afterAll(() => stack?.close());

describe('publicSurvey and submitSurveyResponse (no session)', () => {
  it("answers the survey page in one REST call: the event, the template's texts, questions with rules and skip logic", async () => {
    const answer = await stack.gql(SURVEY, { variables: { eventId: event.shortName, surveyTemplateId } });
    expect(answer.errors).toBeUndefined();
    expect(answer.upstreamCalls).toBe(1);
    const survey = answer.data!.publicSurvey;
    expect(survey).toMatchObject({
      closed: null,
      event: { shortName: event.shortName, startTime: `${nextYear}-03-10T18:00:00.000Z` },
      template: { internalId: surveyTemplateId, name: 'Post-program survey', language: 'EN', isAnonymous: false },
    });
    expect(survey.questions.find((q: any) => q.ref === refs.rating)).toMatchObject({ type: 'RATING_5', required: true });
    expect(survey.questions.find((q: any) => q.ref === refs.why).rules).toContainEqual(
      expect.objectContaining({ field: 'REQUIRED', questionRef: refs.rating, comparator: 'LESS', value: '3' }),
    );
    expect(survey.skipLogic).toEqual([{ questionRef: refs.again, choiceRef: no, nextQuestionRef: refs.useful }]);
  });

  it('answers null for a template not attached to the event, an unknown event and another tenant’s host', async () => {
    const notAttached = await stack.gql(SURVEY, { variables: { eventId: event.shortName, surveyTemplateId: otherTemplateId } });
    expect(notAttached.errors).toBeUndefined();
    expect(notAttached.data!.publicSurvey).toBeNull();
    const unknown = await stack.gql(SURVEY, { variables: { eventId: 'NO-SUCH-EVENT', surveyTemplateId } });
    expect(unknown.data!.publicSurvey).toBeNull();
    const acme = await stack.gql(SURVEY, { host: 'acme.localhost', variables: { eventId: event.shortName, surveyTemplateId } });
    expect(acme.errors).toBeUndefined();
    expect(acme.data!.publicSurvey).toBeNull();
    const dots = await stack.gql(SURVEY, { variables: { eventId: '..', surveyTemplateId } });
    expect(dots.data!.publicSurvey).toBeNull();
    expect(dots.upstreamCalls).toBe(0);
  });

  it('refuses answers in place (fieldErrors by question ref), then stores a response as the rules allow', async () => {
    const before = await responsesCount();
    const input = { eventId: event.shortName, surveyTemplateId };
    const missing = await stack.gql(SUBMIT, { variables: { input: { ...input, answers: [{ questionRef: refs.rating, number: 2 }] } } });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.submitSurveyResponse.ok).toBe(false);
    // 'again' is required; 'why' is required because the rating is under 3.
    expect(missing.data!.submitSurveyResponse.fieldErrors).toEqual(
      expect.arrayContaining([
        { questionRef: refs.again, message: 'This field is required' },
        { questionRef: refs.why, message: 'This field is required' },
      ]),
    );

    // "No" skips "What would you change?": no longer required, and an answer to it is ignored.
    const skipped = await stack.gql(SUBMIT, {
      variables: {
        input: {
          ...input,
          answers: [
            { questionRef: refs.rating, number: 2 },
            { questionRef: refs.again, choiceRefs: [no] },
          ],
          respondent: { firstName: 'Pat', lastName: 'Public', email: `pat.${Date.now()}@example.com` },
        },
      },
    });
    expect(skipped.errors).toBeUndefined();
    expect(skipped.data!.submitSurveyResponse).toEqual({ ok: true, fieldErrors: null });
    expect(await responsesCount()).toBe(before + 1);
  });

  it('takes a filled honeypot as a bot: ok, nothing stored', async () => {
    const before = await responsesCount();
    const bot = await stack.gql(SUBMIT, {
      variables: {
        input: {
          eventId: event.shortName,
          surveyTemplateId,
          answers: [
            { questionRef: refs.rating, number: 5 },
            { questionRef: refs.again, choiceRefs: [no] },
          ],
          website: 'https://spam.example.com',
        },
      },
    });
    expect(bot.data!.submitSurveyResponse.ok).toBe(true);
    expect(await responsesCount()).toBe(before);
  });

  it('refuses a malformed answer list before calling the service', async () => {
    const both = await stack.gql(SUBMIT, {
      variables: { input: { eventId: event.shortName, surveyTemplateId, answers: [{ questionRef: refs.rating, number: 2, text: 'two' }] } },
    });
    expect(both.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(both.upstreamCalls).toBe(0);
    const twice = await stack.gql(SUBMIT, {
      variables: {
        input: {
          eventId: event.shortName,
          surveyTemplateId,
          answers: [
            { questionRef: refs.rating, number: 2 },
            { questionRef: refs.rating, number: 3 },
          ],
        },
      },
    });
    expect(twice.errors![0]).toMatchObject({
      message: `Question ${refs.rating} is answered twice`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("answers 'Question not found' for an answer to a question of no such ref", async () => {
    const answer = await stack.gql(SUBMIT, {
      variables: {
        input: {
          eventId: event.shortName,
          surveyTemplateId,
          answers: [
            { questionRef: refs.rating, number: 4 },
            { questionRef: refs.again, choiceRefs: [no] },
            { questionRef: '999999', text: 'hello' },
          ],
        },
      },
    });
    expect(answer.data!.submitSurveyResponse).toEqual({
      ok: false,
      fieldErrors: [{ questionRef: '999999', message: 'Question not found' }],
    });
  });

  it("says 'This survey is closed' after the due time", async () => {
    await updateEvent({ surveyTemplates: [{ id: surveyTemplateId, surveyDueTime: '2020-01-01T12:00:00.000Z' }] });
    const page = await stack.gql(SURVEY, { variables: { eventId: event.shortName, surveyTemplateId } });
    expect(page.data!.publicSurvey.closed).toBe('DUE');
    const late = await stack.gql(SUBMIT, {
      variables: { input: { eventId: event.shortName, surveyTemplateId, answers: [{ questionRef: refs.rating, number: 4 }] } },
    });
    expect(late.errors![0]).toMatchObject({ message: 'This survey is closed', extensions: { code: 'CONFLICT' } });
    await updateEvent({ surveyTemplates: [{ id: surveyTemplateId }] });
  });
});

describe('publicRegistrationPage and register (no session)', () => {
  const person = (email: string) => ({
    eventId: event.shortName,
    firstName: 'Rae',
    lastName: 'Gistrant',
    email,
    marketingOptIn: true,
    answers: [],
  });

  it('answers the page with its branding and questions; null on another tenant’s host or for an unknown event', async () => {
    const answer = await stack.gql(PAGE, { variables: { eventId: event.shortName, visitor: 'v-1' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.upstreamCalls).toBe(1);
    expect(answer.data!.publicRegistrationPage).toMatchObject({
      closed: null,
      event: { shortName: event.shortName, endTime: `${nextYear}-03-10T20:00:00.000Z` },
      template: { name: 'Standard registration' },
    });
    const acme = await stack.gql(PAGE, { host: 'acme.localhost', variables: { eventId: event.shortName } });
    expect(acme.errors).toBeUndefined();
    expect(acme.data!.publicRegistrationPage).toBeNull();
    const unknown = await stack.gql(PAGE, { variables: { eventId: 'NO-SUCH-EVENT' } });
    expect(unknown.data!.publicRegistrationPage).toBeNull();
  });

  it('registers a person (the attendee appears in GET /attendees), then answers the same e-mail again alike (no oracle)', async () => {
    const page = await stack.gql(PAGE, { variables: { eventId: event.shortName } });
    const required = (page.data!.publicRegistrationPage.questions as any[]).filter((q) => q.required);
    const answers = required.map((q) =>
      q.type === 'CHECKBOX' ? { questionRef: q.ref, bool: true } : q.type === 'FREE_TEXT' ? { questionRef: q.ref, text: 'Yes' } : null,
    );
    expect(answers.every(Boolean)).toBe(true);
    const email = `rae.${Date.now()}@example.com`;
    const first = await stack.gql(REGISTER, { variables: { input: { ...person(email), answers } } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.register).toMatchObject({ ok: true, fieldErrors: null });
    const [attendance] = await attendees(email);
    expect(attendance.attendee).toMatchObject({ firstName: 'Rae', lastName: 'Gistrant', email, marketingOptIn: true });
    expect(attendance).toMatchObject({ status: 'registered', sources: [{ source: 'Standard registration' }] });

    const again = await stack.gql(REGISTER, { variables: { input: { ...person(email), answers } } });
    expect({ data: again.data, errors: again.errors }).toEqual({ data: first.data, errors: first.errors });
    expect(await attendees(email)).toHaveLength(1);
  });

  it('refuses fields in place (fieldErrors by field name) and stores nothing for a filled honeypot', async () => {
    const bad = await stack.gql(REGISTER, { variables: { input: { ...person('not-an-email'), firstName: ' ' } } });
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.register.ok).toBe(false);
    expect(bad.data!.register.fieldErrors).toEqual(
      expect.arrayContaining([
        { questionRef: 'firstName', message: 'Name is required' },
        { questionRef: 'email', message: 'Invalid email format' },
      ]),
    );

    const email = `bot.${Date.now()}@example.com`;
    const bot = await stack.gql(REGISTER, { variables: { input: { ...person(email), website: 'x' } } });
    expect(bot.data!.register.ok).toBe(true);
    expect(await attendees(email)).toEqual([]);
  });

  it("says 'Registration is closed' when the event's registration is closed", async () => {
    await updateEvent({ registrationClosed: true });
    const page = await stack.gql(PAGE, { variables: { eventId: event.shortName } });
    expect(page.data!.publicRegistrationPage.closed).toBe('CLOSED');
    const late = await stack.gql(REGISTER, { variables: { input: person(`late.${Date.now()}@example.com`) } });
    expect(late.errors![0]).toMatchObject({ message: 'Registration is closed', extensions: { code: 'CONFLICT' } });
    await updateEvent({ registrationClosed: false });
  });
});
