/**
 * The question contract (spec 001 §3 "Question", "Rules", "Skip logic entry", §5 "Questions", "Skip logic",
 * "Survey template", "Attendee form" dynamic questions, §9): question types and comparators with their labels,
 * presets, languages, allowed-character presets, limits, the spec's message texts and the zod schemas of a
 * template's questions, rules and skip logic with their cross-field rules. Imported by the api (REST bodies),
 * the BFF and the web (builder forms, public pages); the pure rules engine beside it (`engine.ts`) decides what
 * a respondent sees and may answer.
 *
 * Identity: questions and choices are named by `ref` (design of issue 12): an existing one's ref is
 * `String(id)`, a new one any other unique string the client picks; rules, skip logic and answers refer by ref.
 *
 * The schemas are built behind `/* @__PURE__ *\/` calls so that a bundle importing only the constants, types and
 * texts (the public pages, through the engine) leaves zod out. Allowed-characters patterns are checked by
 * `allowedCharacters.ts` (`checkQuestionPatterns`, beside these schemas on every template body and the builder's
 * form), which this module does not import: re2js stays out of every bundle that reads the constants. They are zod/mini, as every schema the web bundles:
 * a classic zod schema in the builder's lazy chunk would pull every string format of zod's shared core into the
 * chunk all forms load (12 kB gzip over the first-load budget of the event and speaker forms).
 */
import { z } from 'zod/mini';

/* ------------------------------------------------------------------ types (names binding, design.md) */

/** Question types (REST values) with their labels. */
export const QUESTION_TYPE_LABELS = {
  checkbox: 'Checkbox',
  'free-text': 'Free Text',
  'single-select': 'Single Select',
  'multi-select': 'Multi Select',
  'rating-5': 'Rating 5',
  'rating-7': 'Rating 7',
  'rating-10': 'Rating 10',
} as const;
export type QuestionType = keyof typeof QUESTION_TYPE_LABELS;
export const QUESTION_TYPES = Object.keys(QUESTION_TYPE_LABELS) as [QuestionType, ...QuestionType[]];

/** The highest value of each rating scale (ratings answer a whole number from 1 to it). */
export const RATING_SCALES = { 'rating-5': 5, 'rating-7': 7, 'rating-10': 10 } as const;
export type RatingType = keyof typeof RATING_SCALES;
export const isRatingType = (type: QuestionType): type is RatingType => type in RATING_SCALES;
export const SELECT_TYPES: readonly QuestionType[] = ['single-select', 'multi-select'];
export const isSelectType = (type: QuestionType) => SELECT_TYPES.includes(type);

/** Comparators (REST values) with their labels and how many values they take. */
export const COMPARATORS = {
  empty: { name: 'Empty', inputs: 0 },
  'not-empty': { name: 'Not empty', inputs: 0 },
  equal: { name: 'Equal', inputs: 1 },
  'not-equal': { name: 'Not equal', inputs: 1 },
  contain: { name: 'Contain', inputs: 1 },
  'is-true': { name: 'Is true', inputs: 0 },
  'is-false': { name: 'Is false', inputs: 0 },
  less: { name: 'Less', inputs: 1 },
  greater: { name: 'Greater', inputs: 1 },
} as const satisfies Record<string, { name: string; inputs: 0 | 1 }>;
export type ComparatorId = keyof typeof COMPARATORS;
export const COMPARATOR_IDS = Object.keys(COMPARATORS) as [ComparatorId, ...ComparatorId[]];

const RATING_COMPARATORS: readonly ComparatorId[] = ['empty', 'not-empty', 'equal', 'not-equal', 'less', 'greater'];
const COMPARATORS_BY_TYPE: Record<QuestionType, readonly ComparatorId[]> = {
  checkbox: ['is-true', 'is-false', 'empty', 'not-empty'],
  'free-text': ['empty', 'not-empty', 'equal', 'not-equal', 'contain'],
  'single-select': ['empty', 'not-empty', 'equal', 'not-equal'],
  'multi-select': ['empty', 'not-empty', 'contain'],
  'rating-5': RATING_COMPARATORS,
  'rating-7': RATING_COMPARATORS,
  'rating-10': RATING_COMPARATORS,
};
/** The comparators a condition on a question of this type may use (the question type decides, spec 001 §4). */
export const comparatorsFor = (type: QuestionType): readonly ComparatorId[] => COMPARATORS_BY_TYPE[type];

/** `GET /questions/types`: every type with its label and its comparators. */
export const questionTypeCatalog = () =>
  QUESTION_TYPES.map((id) => ({
    id,
    name: QUESTION_TYPE_LABELS[id],
    comparators: comparatorsFor(id).map((comparator) => ({ id: comparator, ...COMPARATORS[comparator] })),
  }));

export const LOGIC_OPERATORS = ['AND', 'OR'] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];
export const RULE_FIELDS = ['required', 'visible'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export const REGISTRATION_FORM_TYPE_LABELS = { 'opt-in': 'Marketing Opt In', 'event-register': 'Event Attendee Registration' } as const;
export type RegistrationFormType = keyof typeof REGISTRATION_FORM_TYPE_LABELS;
export const REGISTRATION_FORM_TYPES = Object.keys(REGISTRATION_FORM_TYPE_LABELS) as [RegistrationFormType, ...RegistrationFormType[]];

export interface Condition {
  questionRef: string;
  comparatorId: ComparatorId;
  value?: string | null;
}
export interface ConditionGroup {
  operator: LogicOperator;
  conditions: Array<Condition | ConditionGroup>;
}
/** The wire form of rules (REST and GraphQL): one flat list per question, nodes linked by `parentId` (null = the
 *  root of that field). A group node has `operator`; a condition node has `questionRef` and `comparatorId`. */
export interface RuleNode {
  field: RuleField;
  id: string;
  parentId: string | null;
  operator?: LogicOperator | null;
  questionRef?: string | null;
  comparatorId?: ComparatorId | null;
  value?: string | null;
}
export interface ChoiceDef {
  ref: string;
  text: string;
  openField: boolean;
  order: number;
}
export interface QuestionDef {
  ref: string;
  text: string;
  type: QuestionType;
  order: number;
  required: boolean;
  visible: boolean;
  info?: string | null;
  preNotes?: string | null;
  postNotes?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  allowedCharactersRegex?: string | null;
  minLabel?: string | null;
  maxLabel?: string | null;
  presetId?: string | null;
  registrationFormType?: RegistrationFormType | null;
  choices: ChoiceDef[];
  rules: RuleNode[];
}
export interface SkipLogicDef {
  ref?: string;
  order: number;
  questionRef: string;
  choiceRef: string;
  nextQuestionRef: string | null;
}
/** checkbox → boolean; free-text → string; rating-N → integer 1..N; single-/multi-select → chosen choice refs and
 *  the text typed into each chosen open-field choice. */
export type SelectAnswer = { choiceRefs: string[]; openText?: Record<string, string> };
export type AnswerValue = boolean | string | number | SelectAnswer;
export type Answers = Record<string, AnswerValue | null | undefined>;

/* ------------------------------------------------------------------ constants */

/** Question and choice order step (spec 001 §9). */
export const ORDER_STEP = 10;

/** Survey languages (spec 001 §9) with their labels. */
export const LANGUAGE_LABELS = { en: 'English', es: 'Spanish' } as const;
export type Language = keyof typeof LANGUAGE_LABELS;
export const LANGUAGES = Object.keys(LANGUAGE_LABELS) as [Language, ...Language[]];

/** Allowed-character presets of free-text questions (spec 001 §9); any other pattern is a custom one. */
export const ALLOWED_CHARACTER_PRESETS = {
  digits: { name: 'Digits', pattern: '^[0-9]*$' },
  letters: { name: 'Letters', pattern: '^[A-Za-z]*$' },
  alphanumeric: { name: 'Alphanumeric', pattern: '^[A-Za-z0-9]*$' },
} as const;

/** Choice presets: a question with a preset has exactly these answers (choosing one clears the manual ones). */
export const QUESTION_PRESETS = [
  { id: 'yes-no', name: 'Yes / No', choices: ['Yes', 'No'] },
  { id: 'yes-no-unsure', name: 'Yes / No / Unsure', choices: ['Yes', 'No', 'Unsure'] },
  {
    id: 'agreement-5',
    name: 'Agreement (5 points)',
    choices: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  },
  {
    id: 'satisfaction-5',
    name: 'Satisfaction (5 points)',
    choices: ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'],
  },
  { id: 'likelihood-5', name: 'Likelihood (5 points)', choices: ['Very unlikely', 'Unlikely', 'Neutral', 'Likely', 'Very likely'] },
  { id: 'frequency-5', name: 'Frequency (5 points)', choices: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'] },
] as const satisfies readonly { id: string; name: string; choices: readonly string[] }[];
export type QuestionPreset = (typeof QUESTION_PRESETS)[number];
export const presetById = (id: string | null | undefined): QuestionPreset | undefined =>
  QUESTION_PRESETS.find((preset) => preset.id === id);

/** Longest texts and largest lists the service stores. */
export const QUESTION_LIMITS = {
  ref: 64,
  text: 1000,
  notes: 5000,
  label: 200,
  choiceText: 500,
  pattern: 500,
  conditionValue: 500,
  /** a free-text answer (when the question sets no smaller maximum length); also what bounds the allowed-characters
   *  test, which runs only on an answer within the length (`allowedCharacters.ts`) */
  answerText: 5000,
  /** the text typed into an open-field choice */
  openText: 1000,
  choices: 100,
  ruleNodes: 100,
  questions: 200,
  skipLogic: 200,
} as const;

/** Spec 001 §5 (questions, skip logic, survey template, survey response filter, attendee form dynamic questions)
 *  and §8 (surveys) texts, then the ones this contract adds for what the spec leaves unsaid. */
export const QUESTION_MESSAGES = {
  // §5 Questions
  questionTextRequired: 'Question text cannot be empty',
  questionTypeRequired: 'Please select a question type',
  minLabelRequired: 'Please enter minimum label or clear maximum label',
  maxLabelRequired: 'Please enter maximum label or clear minimum label',
  answerTextRequired: 'Answer text cannot be empty',
  minQuestions: (n: number) => `Please create at least ${n} question(s)`,
  answersRequired: (question: string) => `Please create at least one answer for the question "${question}"`,
  removeSkipLogicQuestion: 'Please remove Skip logic first, before removing this question.',
  removeSkipLogicChoice: 'Please remove Skip logic first, before removing this choice.',
  // §5 Skip logic
  skipQuestionRequired: 'Question is required',
  skipChoiceRequired: 'Choice is required',
  skipDuplicate: 'There are multiple "Skip Logic" blocks with the same Question ID and Question Choice ID selected.',
  // §5 Survey template
  templateNameRequired: 'Template name cannot be empty',
  privacyPolicyUrl: (host: string) => `Please provide a valid URL (i.e. ${host})`,
  logoTooLarge: 'Please upload only files under 1Mb',
  logoTooLargeAlert: 'Please upload only files under 1mb',
  uploadFailed: 'Cannot upload the Image, please try again.',
  // §5 Survey response filter
  periodOrder: 'Period To must be after Period From',
  // §5 Attendee form, dynamic questions
  required: 'This field is required',
  minLength: (n: number) => `Minimum length is ${n}`,
  maxLength: (n: number) => `Maximum length is ${n}`,
  pattern: (pattern: string) => `Not allowed character used. The value must match ${pattern}`,
  questionNotFound: 'Question not found',
  invalidRegistrationTemplate: 'Invalid registration template',
  invalidEventAttendee: 'Invalid event attendee',
  invalidData: 'Invalid data',
  // §8 Surveys
  pdfPreviewFailed: (message: string) => `Cannot generate PDF preview for this survey, please try again later. Error: ${message}`,
  deleteFailed: 'Cannot delete survey template',
  exportFailed: 'Cannot export responses into XLSX',
  deleted: 'Survey template deleted',
  deleteConfirm:
    'Confirm Template Deletion: The template will be permanently deleted with all related questions and responses. Are you sure you want to proceed?',

  // Beyond the spec: template rules
  refRequired: 'ref is required',
  duplicateQuestionRef: (ref: string) => `The question ref "${ref}" is used by more than one question`,
  duplicateChoiceRef: (ref: string) => `The answer ref "${ref}" is used by more than one answer`,
  lengthNumber: 'Length must be a whole number',
  lengthNegative: 'Length cannot be negative',
  minAboveMax: 'Minimum length cannot be greater than maximum length',
  patternInvalid: (problem: string) =>
    `Allowed characters cannot use this pattern: ${problem}. Patterns are checked in linear time, without back-references or look-arounds`,
  unknownPreset: (id: string) => `Unknown choice preset "${id}"`,
  presetNotSelect: 'Choice presets apply to select questions only',
  presetChoices: (name: string) => `The answers of a preset question are the preset's: ${name}`,
  choicesNotSelect: 'Only select questions have answers',
  // Beyond the spec: rules
  ruleNodeKind: 'A rule node is either a group (operator) or a condition (question and comparator)',
  ruleNodeDuplicateId: (id: string) => `The rule node id "${id}" is used twice`,
  ruleParent: 'The parent of a rule node must be a group of the same field',
  ruleRoot: (field: RuleField) => `The ${field} rule must have exactly one root group`,
  ruleDetached: 'A rule node must be connected to its root group',
  ruleQuestionUnknown: 'The rule refers to a question that does not exist',
  ruleQuestionNotEarlier: 'A rule can only depend on a question before this one',
  comparatorRequired: 'Comparator is required',
  comparatorNotForType: (comparator: string, type: string) => `The comparator ${comparator} does not apply to a ${type} question`,
  valueRequired: 'Value is required',
  ratingValue: (n: number) => `The value must be a whole number from 1 to ${n}`,
  choiceValue: 'The value must be one of the answers of the question',
  // Beyond the spec: skip logic
  skipSingleSelectOnly: 'Skip logic applies to single select questions only',
  skipChoiceNotInQuestion: 'The choice is not an answer of the question',
  skipNextAfter: 'Skip to must be a question after the question',
  // Beyond the spec: answers
  answerBoolean: 'The answer must be true or false',
  answerText: 'The answer must be a text',
  answerRating: (n: number) => `The answer must be a whole number from 1 to ${n}`,
  answerChoices: 'The answer must name the chosen answers (choiceRefs)',
  answerOneChoice: 'Choose only one answer',
  answerUnknownChoice: 'The answer names an answer this question does not have',
  answerOpenText: 'Other text is only allowed for an open answer that is chosen',
} as const;
const M = QUESTION_MESSAGES;

/* ------------------------------------------------------------------ zod schemas */

/** A trimmed string of at most `max` characters (`tooLong` the message), with any more checks. */
const text = (max: number, tooLong: string, message?: string) =>
  z.string(message === undefined ? undefined : { message }).check(z.trim(), z.maxLength(max, tooLong));
const ref = (required: string = M.refRequired) =>
  text(QUESTION_LIMITS.ref, `A ref is at most ${QUESTION_LIMITS.ref} characters`, required).check(z.minLength(1, required));
/** Absent, null or empty → null. */
const orNull = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value || null),
  );
const optionalText = (max: number) => orNull(text(max, M.maxLength(max)));
const length = () => z.nullish(z.int({ message: M.lengthNumber }).check(z.gte(0, M.lengthNegative)));
const order = () => z.int().check(z.gte(0));

const ruleNodeSchema = () =>
  z.object({
    field: z.enum(RULE_FIELDS, { message: `field must be one of ${RULE_FIELDS.join(', ')}` }),
    id: z.string({ message: 'id is required' }).check(z.minLength(1, 'id is required'), z.maxLength(QUESTION_LIMITS.ref)),
    parentId: z.pipe(
      z.nullish(z.string().check(z.maxLength(QUESTION_LIMITS.ref))),
      z.transform((value: string | null | undefined) => value ?? null),
    ),
    operator: z.nullish(z.enum(LOGIC_OPERATORS, { message: 'operator must be AND or OR' })),
    questionRef: z.nullish(z.string().check(z.trim(), z.maxLength(QUESTION_LIMITS.ref))),
    comparatorId: z.nullish(z.enum(COMPARATOR_IDS, { message: M.comparatorRequired })),
    value: z.nullish(text(QUESTION_LIMITS.conditionValue, M.maxLength(QUESTION_LIMITS.conditionValue))),
  });

/** The structure of one question's rule list: each node a group or a condition (with what its comparator needs),
 *  unique ids, parents that are groups of the same field, one root group per field, every node under it. */
function checkRuleStructure(nodes: readonly Partial<RuleNode>[], ctx: z.core.$RefinementCtx, at: (string | number)[]) {
  const byId = new Map<string, Partial<RuleNode>>();
  nodes.forEach((node, i) => {
    const path = [...at, i];
    if (typeof node.id === 'string') {
      if (byId.has(node.id)) ctx.addIssue({ code: 'custom', message: M.ruleNodeDuplicateId(node.id), path: [...path, 'id'] });
      else byId.set(node.id, node);
    }
    const group = node.operator != null;
    if (group === (node.questionRef != null || node.comparatorId != null)) {
      ctx.addIssue({ code: 'custom', message: M.ruleNodeKind, path });
      return;
    }
    if (group) return;
    if (!node.questionRef) ctx.addIssue({ code: 'custom', message: M.skipQuestionRequired, path: [...path, 'questionRef'] });
    if (!node.comparatorId) ctx.addIssue({ code: 'custom', message: M.comparatorRequired, path: [...path, 'comparatorId'] });
    else if (COMPARATORS[node.comparatorId].inputs === 1 && !node.value)
      ctx.addIssue({ code: 'custom', message: M.valueRequired, path: [...path, 'value'] });
  });
  for (const field of RULE_FIELDS) {
    const own = nodes.map((node, i) => ({ node, i })).filter(({ node }) => node.field === field);
    if (own.length === 0) continue;
    const roots = own.filter(({ node }) => node.parentId == null);
    if (roots.length !== 1 || roots[0]?.node.operator == null) {
      ctx.addIssue({ code: 'custom', message: M.ruleRoot(field), path: at });
      continue;
    }
    const reached = new Set<string>([roots[0].node.id ?? '']);
    for (const { node, i } of own) {
      if (node.parentId == null) continue;
      const parent = byId.get(node.parentId);
      if (!parent || parent.field !== field || parent.operator == null)
        ctx.addIssue({ code: 'custom', message: M.ruleParent, path: [...at, i, 'parentId'] });
    }
    // Walk down from the root: a node whose chain of parents never reaches it (a cycle) is detached.
    let grew = true;
    while (grew) {
      grew = false;
      for (const { node } of own)
        if (node.id && !reached.has(node.id) && node.parentId != null && reached.has(node.parentId)) {
          reached.add(node.id);
          grew = true;
        }
    }
    for (const { node, i } of own)
      if (node.id && !reached.has(node.id) && byId.get(node.parentId ?? '')?.operator != null)
        ctx.addIssue({ code: 'custom', message: M.ruleDetached, path: [...at, i, 'parentId'] });
  }
}

const ruleList = () =>
  z.array(ruleNodeSchema()).check(z.maxLength(QUESTION_LIMITS.ruleNodes, `A question has at most ${QUESTION_LIMITS.ruleNodes} rule nodes`));
const buildRuleNodes = () => ruleList().check(z.superRefine((nodes, ctx) => checkRuleStructure(nodes, ctx, [])));

const choiceSchema = () =>
  z.object({
    ref: ref(),
    text: text(QUESTION_LIMITS.choiceText, M.maxLength(QUESTION_LIMITS.choiceText), M.answerTextRequired).check(
      z.minLength(1, M.answerTextRequired),
    ),
    openField: z._default(z.boolean(), false),
    order: order(),
  });

const buildQuestionInput = () =>
  z
    .strictObject({
      ref: ref(),
      text: text(QUESTION_LIMITS.text, M.maxLength(QUESTION_LIMITS.text), M.questionTextRequired).check(
        z.minLength(1, M.questionTextRequired),
      ),
      type: z.enum(QUESTION_TYPES, { message: M.questionTypeRequired }),
      order: order(),
      required: z._default(z.boolean(), false),
      visible: z._default(z.boolean(), true),
      info: optionalText(QUESTION_LIMITS.notes),
      preNotes: optionalText(QUESTION_LIMITS.notes),
      postNotes: optionalText(QUESTION_LIMITS.notes),
      minLength: length(),
      maxLength: length(),
      allowedCharactersRegex: optionalText(QUESTION_LIMITS.pattern),
      minLabel: optionalText(QUESTION_LIMITS.label),
      maxLabel: optionalText(QUESTION_LIMITS.label),
      presetId: z.nullish(z.string()),
      registrationFormType: z.nullish(
        z.enum(REGISTRATION_FORM_TYPES, { message: `registrationFormType must be one of ${REGISTRATION_FORM_TYPES.join(', ')}` }),
      ),
      choices: z._default(
        z.array(choiceSchema()).check(z.maxLength(QUESTION_LIMITS.choices, `A question has at most ${QUESTION_LIMITS.choices} answers`)),
        [],
      ),
      rules: z._default(ruleList(), []),
    })
    .check(
      z.superRefine((q, ctx) => {
        const issue = (message: string, ...path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
        if (isRatingType(q.type)) {
          if (q.maxLabel && !q.minLabel) issue(M.minLabelRequired, 'minLabel');
          if (q.minLabel && !q.maxLabel) issue(M.maxLabelRequired, 'maxLabel');
        }
        if (q.type === 'free-text') {
          if (q.minLength && q.maxLength && q.minLength > q.maxLength) issue(M.minAboveMax, 'minLength');
        }
        const preset = q.presetId ? presetById(q.presetId) : undefined;
        if (q.presetId && !preset) issue(M.unknownPreset(q.presetId), 'presetId');
        if (isSelectType(q.type)) {
          if (!q.presetId && q.choices.length === 0) issue(M.answersRequired(q.text), 'choices');
          if (preset && q.choices.length > 0 && q.choices.map((c) => c.text).join('\n') !== preset.choices.join('\n'))
            issue(M.presetChoices(preset.choices.join(', ')), 'choices');
        } else {
          if (q.presetId) issue(M.presetNotSelect, 'presetId');
          if (q.choices.length > 0) issue(M.choicesNotSelect, 'choices');
        }
        const refs = new Set<string>();
        q.choices.forEach((choice, i) => {
          if (refs.has(choice.ref)) issue(M.duplicateChoiceRef(choice.ref), 'choices', i, 'ref');
          refs.add(choice.ref);
        });
        checkRuleStructure(q.rules, ctx, ['rules']);
      }),
    );

const buildSkipLogicInput = () =>
  z.strictObject({
    ref: z.optional(z.string().check(z.maxLength(QUESTION_LIMITS.ref))),
    order: order(),
    questionRef: ref(M.skipQuestionRequired),
    choiceRef: ref(M.skipChoiceRequired),
    nextQuestionRef: orNull(z.string().check(z.trim(), z.maxLength(QUESTION_LIMITS.ref))),
  });

/** One question of a template (`QuestionDef`) with its own cross-field rules; rules naming other questions and
 *  skip logic are checked by `templateQuestions`, which sees the whole list. */
export const questionInput = /* @__PURE__ */ buildQuestionInput();
/** A question's rule list on its own (the structure; references are checked by `templateQuestions`). */
export const ruleNodes = /* @__PURE__ */ buildRuleNodes();
/** One skip logic entry (`SkipLogicDef`). */
export const skipLogicInput = /* @__PURE__ */ buildSkipLogicInput();

type CheckedQuestion = z.output<ReturnType<typeof buildQuestionInput>>;
type CheckedSkipLogic = z.output<ReturnType<typeof buildSkipLogicInput>>;

/** The checks across questions: unique refs; each condition names an earlier question, with a comparator of
 *  that question's type and a value it can hold; each skip logic entry names a single-select question, one of
 *  its answers and a later question, with no question and answer pair twice. Paths name the offending field. */
function checkTemplate(questions: readonly CheckedQuestion[], skipLogic: readonly CheckedSkipLogic[], ctx: z.core.$RefinementCtx) {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  const sorted = questions.map((q, i) => ({ q, i })).sort((a, b) => a.q.order - b.q.order || a.i - b.i);
  const position = new Map<string, number>();
  const byRef = new Map<string, CheckedQuestion>();
  sorted.forEach(({ q, i }, rank) => {
    if (byRef.has(q.ref)) issue(M.duplicateQuestionRef(q.ref), ['questions', i, 'ref']);
    else {
      byRef.set(q.ref, q);
      position.set(q.ref, rank);
    }
  });
  sorted.forEach(({ q, i }, rank) =>
    q.rules.forEach((node, n) => {
      if (!node.questionRef) return;
      const path = ['questions', i, 'rules', n];
      const target = byRef.get(node.questionRef);
      if (!target) return issue(M.ruleQuestionUnknown, [...path, 'questionRef']);
      if ((position.get(node.questionRef) ?? rank) >= rank) return issue(M.ruleQuestionNotEarlier, [...path, 'questionRef']);
      if (!node.comparatorId) return;
      if (!comparatorsFor(target.type).includes(node.comparatorId))
        return issue(M.comparatorNotForType(COMPARATORS[node.comparatorId].name, QUESTION_TYPE_LABELS[target.type]), [
          ...path,
          'comparatorId',
        ]);
      if (COMPARATORS[node.comparatorId].inputs === 0 || !node.value) return;
      if (isRatingType(target.type)) {
        const scale = RATING_SCALES[target.type];
        const value = Number(node.value);
        if (!Number.isInteger(value) || value < 1 || value > scale) issue(M.ratingValue(scale), [...path, 'value']);
      } else if (isSelectType(target.type)) {
        const texts = target.presetId ? (presetById(target.presetId)?.choices ?? []) : target.choices.map((c) => c.text);
        const wanted = node.value.trim().toLowerCase();
        if (!texts.some((text) => text.toLowerCase() === wanted)) issue(M.choiceValue, [...path, 'value']);
      }
    }),
  );
  const pairs = new Set<string>();
  const choiceRefs = new Set(questions.flatMap((q) => q.choices.map((choice) => choice.ref)));
  skipLogic.forEach((entry, i) => {
    const path = ['skipLogic', i];
    if (!entry.questionRef || !entry.choiceRef) return; // refused already: 'Question is required', 'Choice is required'
    // A question or answer the template no longer has while skip logic still names it: the spec's blocked deletion.
    const question = byRef.get(entry.questionRef);
    if (!question) return issue(M.removeSkipLogicQuestion, [...path, 'questionRef']);
    if (question.type !== 'single-select') return issue(M.skipSingleSelectOnly, [...path, 'questionRef']);
    if (!question.choices.some((choice) => choice.ref === entry.choiceRef))
      return issue(choiceRefs.has(entry.choiceRef) ? M.skipChoiceNotInQuestion : M.removeSkipLogicChoice, [...path, 'choiceRef']);
    const pair = JSON.stringify([entry.questionRef, entry.choiceRef]);
    if (pairs.has(pair)) issue(M.skipDuplicate, [...path, 'choiceRef']);
    pairs.add(pair);
    if (entry.nextQuestionRef == null) return;
    const next = position.get(entry.nextQuestionRef);
    if (next === undefined) issue(M.removeSkipLogicQuestion, [...path, 'nextQuestionRef']);
    else if (next <= (position.get(entry.questionRef) ?? 0)) issue(M.skipNextAfter, [...path, 'nextQuestionRef']);
  });
}

/** A template's questions and skip logic, `{ questions, skipLogic }`, with every rule across them; `min` is the
 *  fewest questions ('Please create at least {n} question(s)': 1 for surveys, 0 for registration pages). Spread
 *  `.shape` into a body schema and refine it with `checkTemplateQuestions`, or use it whole. */
export const templateQuestions = (min: number) =>
  z
    .object({
      questions: z
        .array(questionInput)
        .check(
          z.minLength(min, M.minQuestions(min)),
          z.maxLength(QUESTION_LIMITS.questions, `A template has at most ${QUESTION_LIMITS.questions} questions`),
        ),
      skipLogic: z._default(
        z
          .array(skipLogicInput)
          .check(z.maxLength(QUESTION_LIMITS.skipLogic, `A template has at most ${QUESTION_LIMITS.skipLogic} skip logic blocks`)),
        [],
      ),
    })
    .check(z.superRefine(checkTemplateQuestions));

/** The cross-question rules of `templateQuestions`, for a body schema that holds `questions` and `skipLogic`
 *  beside its own fields (`z.object({ name, ...templateQuestions(1).shape }).superRefine(checkTemplateQuestions)`). */
export function checkTemplateQuestions(
  value: { questions: readonly CheckedQuestion[]; skipLogic?: readonly CheckedSkipLogic[] },
  ctx: z.core.$RefinementCtx,
) {
  checkTemplate(value.questions, value.skipLogic ?? [], ctx);
}
