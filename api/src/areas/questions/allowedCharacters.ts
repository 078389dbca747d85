/**
 * A free-text question's allowed-characters pattern (issue 26): compiled and tested by RE2 (`re2js`, the pure
 * JavaScript port), whose time grows linearly with the text — never the backtracking of `RegExp`, where a pattern a
 * staff member writes (`^(a+)+$`) takes seconds on 30 characters and holds the service for every tenant. One module
 * for both sides: the api imports it (the template's save through the contract, the answers through the engine); the
 * browser loads it, with re2js, only where a pattern is checked (the builder's rules, and `loadAllowedCharacters` of
 * the engine for a form whose questions have one), so the first load of no page carries it. The contract does not
 * import it (a module imported statically anywhere in a bundle's entry would be in that entry).
 *
 * The pattern is written as a JavaScript regular expression (`\d`, `[A-Za-z]`, `\u00e9`, `^…$`); RE2 takes it after
 * `RE2JS.translateRegExp` and tests it as `RegExp.test` does: a match anywhere in the text (anchor with `^…$`).
 */
import { RE2JS, RE2JSException } from 're2js';
import type { z } from 'zod/mini';
import { QUESTION_MESSAGES as M, type QuestionDef } from './contract.ts';

/** The largest compiled program a pattern may have (RE2's `programSize`: about one step per character or class of the
 *  pattern; a counted repetition `{n}` repeats its part n times). A test takes at most this many steps per character
 *  of the answer, so with `QUESTION_LIMITS.answerText` (5,000 characters) it stays in milliseconds. */
export const PATTERN_PROGRAM_LIMIT = 1000;

type Compiled = { test: (text: string) => boolean } | { problem: string };

/** Compiled patterns by text: a form or a request checks the same few patterns again and again. */
const compiledPatterns = new Map<string, Compiled>();
const CACHE_SIZE = 500;

function compileNow(pattern: string): Compiled {
  try {
    const re2 = RE2JS.compile(RE2JS.translateRegExp(pattern));
    const size = re2.programSize();
    if (size > PATTERN_PROGRAM_LIMIT)
      return {
        problem: `it is too complex (${size} steps, at most ${PATTERN_PROGRAM_LIMIT}; use Minimum Length and Maximum Length for lengths)`,
      };
    return { test: (text) => re2.test(text) };
  } catch (error) {
    if (error instanceof RE2JSException) return { problem: error.message.replace(/^error parsing regexp: /, '') };
    throw error;
  }
}

function compiled(pattern: string): Compiled {
  let found = compiledPatterns.get(pattern);
  if (!found) {
    found = compileNow(pattern);
    if (compiledPatterns.size >= CACHE_SIZE) compiledPatterns.clear();
    compiledPatterns.set(pattern, found);
  }
  return found;
}

/** Why RE2 cannot take the pattern (`invalid escape sequence: \`\1\``, `invalid or unsupported Perl syntax: \`(?=\``,
 *  `missing closing ): \`(a\``, too complex), or null when it can. The template's save refuses such a pattern. */
export function allowedCharactersProblem(pattern: string): string | null {
  const found = compiled(pattern);
  return 'problem' in found ? found.problem : null;
}

/** A template's questions whose pattern RE2 cannot take, refused at `<at>.<i>.allowedCharactersRegex` with the problem
 *  named: beside `checkTemplateQuestions` on the template bodies (api, `answeredQuestions`) and the builder's form. */
export function checkQuestionPatterns(
  questions: readonly Pick<QuestionDef, 'type' | 'allowedCharactersRegex'>[],
  ctx: z.core.$RefinementCtx,
  at: (string | number)[] = [],
) {
  questions.forEach((question, i) => {
    const problem =
      question.type === 'free-text' && question.allowedCharactersRegex ? allowedCharactersProblem(question.allowedCharactersRegex) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: M.patternInvalid(problem), path: [...at, i, 'allowedCharactersRegex'] });
  });
}

/** Whether the text is allowed by the pattern (the engine's `AllowedCharactersTest`): RE2 finds a match in it. A pattern
 *  RE2 cannot take (stored before the save refused them) checks nothing, here and in the browser alike. */
export function allowsText(pattern: string, text: string): boolean {
  const found = compiled(pattern);
  return 'test' in found ? found.test(text) : true;
}
