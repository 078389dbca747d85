import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ComparatorId, LogicOperator, QuestionType, RegistrationFormType, RuleField } from './contract.ts';

// The questions of survey and registration templates, their choices, rule nodes and skip logic (migration
// 0014). Checked by platform/db/__tests__/tables.test.ts.

export const questions = pgTable('questions', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  survey_template_id: integer(),
  registration_template_id: integer(),
  text: text().notNull(),
  type: text().$type<QuestionType>().notNull(),
  order: integer().notNull(),
  required: boolean().notNull().default(false),
  visible: boolean().notNull().default(true),
  info: text(),
  pre_notes: text(),
  post_notes: text(),
  min_length: integer(),
  max_length: integer(),
  min_label: text(),
  max_label: text(),
  allowed_characters_regex: text(),
  preset_id: text(),
  registration_form_type: text().$type<RegistrationFormType>(),
});

export const questionChoices = pgTable('question_choices', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  question_id: integer().notNull(),
  text: text().notNull(),
  open_field: boolean().notNull().default(false),
  order: integer().notNull(),
});

/** One node of a question's rule tree for a field (the wire's flat form: node_key, parent_key). */
export const questionRules = pgTable('question_rules', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  question_id: integer().notNull(),
  field: text().$type<RuleField>().notNull(),
  node_key: text().notNull(),
  parent_key: text(),
  operator: text().$type<LogicOperator>(),
  condition_question_id: integer(),
  comparator: text().$type<ComparatorId>(),
  value: text(),
});

export const skipLogic = pgTable('skip_logic', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  survey_template_id: integer().notNull(),
  order: integer().notNull(),
  question_id: integer().notNull(),
  choice_id: integer().notNull(),
  next_question_id: integer(),
});
