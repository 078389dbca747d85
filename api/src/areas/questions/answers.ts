import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';
import { COMPARATOR_IDS, LOGIC_OPERATORS, QUESTION_TYPES, REGISTRATION_FORM_TYPES, RULE_FIELDS } from './contract.ts';

/** What the question routes answer, and the questions and skip logic the template and public pages carry: the REST
 *  contract's answer half (platform/http/answer.ts). Questions and choices are named by `ref` = `String(id)`. */

/** A comparator of a question type (`inputs`: how many values a condition on it takes). */
export const comparator = z.object({ id: z.enum(COMPARATOR_IDS), name: z.string(), inputs: z.literal([0, 1]) });

/** A row of `GET /questions/types`: a question type with its label and comparators. */
export const questionType = z.object({ id: z.enum(QUESTION_TYPES), name: z.string(), comparators: z.array(comparator) });

/** A row of `GET /questions/presets`: a choice preset. */
export const questionPreset = z.object({ id: z.string(), name: z.string(), choices: z.array(z.string()) });

/** An answer of a select question. */
export const questionChoice = z.object({
  id: z.number().int(),
  ref: z.string(),
  text: z.string(),
  openField: z.boolean(),
  order: z.number().int(),
});

/** A node of a question's rule trees in the wire's flat form: a group (operator) or a condition (question ref,
 *  comparator, value). */
export const ruleNode = z.object({
  field: z.enum(RULE_FIELDS),
  id: z.string(),
  parentId: z.string().nullable(),
  operator: z.enum(LOGIC_OPERATORS).nullable(),
  questionRef: z.string().nullable(),
  comparatorId: z.enum(COMPARATOR_IDS).nullable(),
  value: z.string().nullable(),
});

/** A question with the contract's names (the public pages answer these). */
export const question = z.object({
  id: z.number().int(),
  ref: z.string(),
  surveyTemplateId: z.number().int().nullable(),
  registrationTemplateId: z.number().int().nullable(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  order: z.number().int(),
  required: z.boolean(),
  visible: z.boolean(),
  info: z.string().nullable(),
  preNotes: z.string().nullable(),
  postNotes: z.string().nullable(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  allowedCharactersRegex: z.string().nullable(),
  minLabel: z.string().nullable(),
  maxLabel: z.string().nullable(),
  presetId: z.string().nullable(),
  registrationFormType: z.enum(REGISTRATION_FORM_TYPES).nullable(),
  choices: z.array(questionChoice),
  rules: z.array(ruleNode),
});

/** A question as the template routes answer it: the contract's names and the spec's (spec 001 §3 "Question"):
 *  `questionTypeId` (= `type`), `questionPresetId` (= `presetId`), `questionChoices` (= `choices`, each with its
 *  `questionId`) and `comparators`, those of the question's type. */
export const storedQuestion = question.extend({
  questionTypeId: z.enum(QUESTION_TYPES),
  questionPresetId: z.string().nullable(),
  questionChoices: z.array(questionChoice.extend({ questionId: z.number().int() })),
  comparators: z.array(comparator),
});
/** `GET /questions/:templateId`: a template's questions in order. */
export const questionPage = pageOf(storedQuestion);

/** A skip logic block of a survey template, naming questions and choices by ref. */
export const skipLogicEntry = z.object({
  id: z.number().int(),
  ref: z.string(),
  order: z.number().int(),
  questionRef: z.string(),
  choiceRef: z.string(),
  nextQuestionRef: z.string().nullable(),
});

export type Comparator = Json<typeof comparator>;
export type QuestionTypeInfo = Json<typeof questionType>;
export type QuestionPresetInfo = Json<typeof questionPreset>;
export type QuestionChoice = Json<typeof questionChoice>;
export type QuestionRuleNode = Json<typeof ruleNode>;
export type Question = Json<typeof question>;
export type SkipLogicEntry = Json<typeof skipLogicEntry>;
