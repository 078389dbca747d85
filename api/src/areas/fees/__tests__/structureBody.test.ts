import { describe, expect, it } from 'vitest';
import { FEE_LIMITS as L } from '../contract.ts';
import { feeStructureBody } from '../structureBody.ts';

// The rules of a `PUT /fees` body (the contract's `feeStructureBody`, the route's and the web form's and import
// file's) that fees.test.ts's hostile bodies do not reach through the route: each names where and what is wrong.

const question = (over: object = {}) => ({
  label: 'Travel',
  category: 'Travel',
  weight: 30,
  options: [{ field: 'None', operation: 'ADD' }],
  ...over,
});

const issues = (body: unknown) =>
  (feeStructureBody.safeParse(body).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`).sort();

describe('the fee structure body (PUT /fees)', () => {
  it('takes a structure whose first question (the lowest weight) adds and whose others name an operation', () => {
    const body = {
      questions: [
        question({ id: 2, weight: 20, options: [{ id: 4, field: 'Live', operation: 'MULTIPLY' }] }),
        question({
          id: 1,
          label: 'Tier',
          weight: 10,
          options: [
            { id: 1, field: 'Tier 1' },
            { id: 2, field: 'Tier 2', operation: 'ADD' },
          ],
        }),
      ],
    };
    expect(issues(body)).toEqual([]);
    expect(issues({ questions: [] })).toEqual([]);
  });

  it('refuses what is not a structure', () => {
    expect(feeStructureBody.safeParse([]).success).toBe(false);
    expect(issues({})).toEqual(['questions: Questions must be a list']);
  });

  it('names the limits a question passes', () => {
    expect(issues({ questions: [question({ label: 'x'.repeat(L.label + 1), category: 'y'.repeat(L.category + 1) })] })).toEqual([
      `questions.0.category: Category must be at most ${L.category} characters`,
      `questions.0.label: Label must be at most ${L.label} characters`,
    ]);
    expect(issues({ questions: [question({ weight: L.weight + 1 })] })).toEqual([
      `questions.0.weight: Weight must be from 0 to ${L.weight}`,
    ]);
  });

  it('refuses ids that are not positive whole numbers or appear twice', () => {
    const body = {
      questions: [
        question({ id: 3, weight: 10, options: [{ id: 7, field: 'a' }] }),
        question({ id: 3, options: [{ id: 7, field: 'b', operation: 'ADD' }] }),
      ],
    };
    expect(issues(body)).toEqual(['questions.1.id: Question id 3 appears twice', 'questions.1.options.0.id: Option id 7 appears twice']);
    expect(issues({ questions: [question({ id: 0, options: [{ id: 1.5, field: 'a' }] })] })).toEqual([
      'questions.0.id: Question id must be a positive whole number',
      'questions.0.options.0.id: Option id must be a positive whole number',
    ]);
    expect(issues({ questions: [question({ id: 2_147_483_648 })] })).toEqual(['questions.0.id: Question id is too large']);
  });

  it('takes the first question by weight, not by place: it adds, the others need an operation', () => {
    const body = {
      questions: [
        question({ weight: 20, options: [{ field: 'b' }] }),
        question({ weight: 5, options: [{ field: 'a', operation: 'MULTIPLY' }] }),
      ],
    };
    expect(issues(body)).toEqual([
      'questions.0.options.0.operation: Operation is required',
      "questions.1.options.0.operation: Travel: the first question's options add; they take no other operation",
    ]);
  });
});
