/**
 * @generated SignedSource<<9f3a5c6e088c0cfe35bdc6de8f0ad094>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Comparator = "CONTAIN" | "EMPTY" | "EQUAL" | "GREATER" | "IS_FALSE" | "IS_TRUE" | "LESS" | "NOT_EMPTY" | "NOT_EQUAL" | "%future added value";
export type LogicOperator = "AND" | "OR" | "%future added value";
export type QuestionType = "CHECKBOX" | "FREE_TEXT" | "MULTI_SELECT" | "RATING_10" | "RATING_5" | "RATING_7" | "SINGLE_SELECT" | "%future added value";
export type RegistrationFormType = "EVENT_REGISTER" | "OPT_IN" | "%future added value";
export type RuleField = "REQUIRED" | "VISIBLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type questionValues_question$data = {
  readonly allowedCharactersRegex: string | null | undefined;
  readonly choices: ReadonlyArray<{
    readonly openField: boolean;
    readonly order: number;
    readonly ref: string;
    readonly text: string;
  }>;
  readonly info: string | null | undefined;
  readonly maxLabel: string | null | undefined;
  readonly maxLength: number | null | undefined;
  readonly minLabel: string | null | undefined;
  readonly minLength: number | null | undefined;
  readonly order: number | null | undefined;
  readonly postNotes: string | null | undefined;
  readonly preNotes: string | null | undefined;
  readonly presetId: string | null | undefined;
  readonly ref: string;
  readonly registrationFormType: RegistrationFormType | null | undefined;
  readonly required: boolean | null | undefined;
  readonly rules: ReadonlyArray<{
    readonly comparator: Comparator | null | undefined;
    readonly field: RuleField;
    readonly id: string;
    readonly operator: LogicOperator | null | undefined;
    readonly parentId: string | null | undefined;
    readonly questionRef: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly text: string | null | undefined;
  readonly type: QuestionType | null | undefined;
  readonly visible: boolean | null | undefined;
  readonly " $fragmentType": "questionValues_question";
};
export type questionValues_question$key = {
  readonly " $data"?: questionValues_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"questionValues_question">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "questionValues_question"
};

(node as any).hash = "41e85853455c33bb7700f4e6d2f58256";

export default node;
