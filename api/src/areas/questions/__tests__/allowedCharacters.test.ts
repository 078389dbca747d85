import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { checkQuestionPatterns, PATTERN_PROGRAM_LIMIT } from '../allowedCharacters.ts';
import { QUESTION_MESSAGES as M } from '../contract.ts';
import { question } from './fixtures.ts';

/** The refusals of a template's patterns as `path: message`, the way a form shows them under its fields. */
const issues = (allowedCharactersRegex: string, type: 'free-text' | 'checkbox' = 'free-text') =>
  z
    .object({ questions: z.array(z.any()) })
    .check(z.superRefine((value, ctx) => checkQuestionPatterns(value.questions, ctx, ['questions'])))
    .safeParse({ questions: [question('1', 'checkbox', 0), question('2', type, 1, { allowedCharactersRegex })] })
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('checkQuestionPatterns: a pattern RE2 cannot take is refused at its field, naming the problem', () => {
  it.each([
    ['a pattern that does not compile', '^[a-z', 'missing closing ]: `[a-z`'],
    ['a back-reference (RegExp takes it; it needs backtracking)', '^(a)\\1$', 'invalid escape sequence: `\\1`'],
    ['a look-ahead', '^(?=.*\\d).+$', 'invalid or unsupported Perl syntax: `(?=`'],
    [
      'a pattern too large to test quickly',
      '^.{0,999}$',
      `it is too complex (2002 steps, at most ${PATTERN_PROGRAM_LIMIT}; use Minimum Length and Maximum Length for lengths)`,
    ],
  ])('%s', (_, pattern, problem) => {
    expect(issues(pattern)).toEqual([`questions.1.allowedCharactersRegex: ${M.patternInvalid(problem)}`]);
  });

  it('takes the presets, ordinary patterns and one that backtracks exponentially in RegExp; other types have no pattern', () => {
    for (const pattern of [
      '^[0-9]*$',
      '^[A-Za-z]*$',
      '^\\d{5}(-\\d{4})?$',
      '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$',
      '^(a+)+$',
      '[\\u00e0-\\u00ff]',
    ])
      expect(issues(pattern)).toEqual([]);
    expect(issues('(a)\\1', 'checkbox')).toEqual([]);
  });
});
