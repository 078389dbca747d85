import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, useApi } from '../../../__tests__/harness.ts';
import { QUESTION_LIMITS, QUESTION_MESSAGES as M } from '../../questions/contract.ts';

const ADMIN = 'admin@demo.test';
/** Backtracking (`RegExp`) takes 0.4 s on 27 characters and twice as long for each one more: an answer of a few dozen
 *  characters would hold the service for every tenant. */
const CATASTROPHIC = '^(a+)+$';
let address = 0;
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${200 + ++address}` });

const freeText = (allowedCharactersRegex: string) => ({
  ref: 'code',
  text: 'Your code',
  type: 'free-text',
  order: 10,
  required: true,
  visible: true,
  allowedCharactersRegex,
});

describe.each(ENGINES)('allowed-characters patterns on $name (issue 26)', (engine) => {
  const api = useApi(engine);

  it('an anonymous answer to a pattern that backtracks exponentially is decided at once, up to the longest answer', async () => {
    const template = await api.call('POST', '/survey-templates', {
      as: ADMIN,
      body: { name: 'Catastrophic pattern', language: 'en', isAnonymous: true, questions: [freeText(CATASTROPHIC)] },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const event = await api.call('POST', '/events', {
      as: ADMIN,
      body: {
        shortName: 'PUB-REDOS',
        title: 'Program PUB-REDOS',
        startTime: '2026-03-01T18:00:00Z',
        endTime: '2026-03-01T20:00:00Z',
        zone: 'US/Eastern',
        type: 'live',
        status: 'confirmed',
        survey: true,
        surveyTemplates: [{ id: template.body.id, surveyDueTime: null }],
      },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const ref = template.body.questions[0].ref as string;
    const submit = (answer: string) =>
      api.call('POST', '/public/surveys/responses', {
        tenant: 'demo',
        headers: fresh(),
        body: { eventId: 'PUB-REDOS', surveyTemplateId: template.body.id, answers: { [ref]: answer } },
      });
    const longest = 'a'.repeat(QUESTION_LIMITS.answerText);

    // 4,999 a's and a character the pattern refuses: backtracking would try 2^4999 ways; RE2 answers the refusal.
    await expectNothingWritten(api, ['survey_responses', 'survey_answers'], async () => {
      const refused = await submit(`${longest.slice(1)}!`);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ [ref]: M.pattern(CATASTROPHIC) });
      // 10,000 characters: over the answer's bound (QUESTION_LIMITS.answerText), refused before any pattern runs.
      const tooLong = await submit('a'.repeat(10_000));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.fields).toEqual({ [ref]: M.maxLength(QUESTION_LIMITS.answerText) });
    });
    expect((await submit(longest)).status).toBe(201);
  });

  it('a pattern RE2 cannot take (back-reference, look-ahead) is refused when the template is saved, naming the problem', async () => {
    const cases = [
      ['(a)\\1', 'invalid escape sequence: `\\1`'],
      ['^(?!admin).*$', 'invalid or unsupported Perl syntax: `(?!`'],
    ] as const;
    for (const [pattern, problem] of cases) {
      const message = M.patternInvalid(problem);
      const survey = await api.call('POST', '/survey-templates', {
        as: ADMIN,
        body: { name: 'Back-reference', language: 'en', questions: [freeText(pattern)] },
      });
      expect(survey.status).toBe(400);
      expect(survey.body.message).toBe(message);
      expect(survey.body.fields).toEqual({ 'questions.0.allowedCharactersRegex': message });
      const page = await api.call('POST', '/registration-templates', {
        as: ADMIN,
        body: { name: 'Back-reference', questions: [{ ...freeText(pattern), registrationFormType: 'event-register' }] },
      });
      expect(page.status).toBe(400);
      expect(page.body.fields).toEqual({ 'questions.0.allowedCharactersRegex': message });
    }
    expect(M.patternInvalid('invalid escape sequence: `\\1`')).toBe(
      'Allowed characters cannot use this pattern: invalid escape sequence: `\\1`. Patterns are checked in linear time, without back-references or look-arounds',
    );
  });
});
