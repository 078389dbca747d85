/**
 * @generated SignedSource<<4dc7af1c72642ee064479c0a814f2db4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Comparator = "CONTAIN" | "EMPTY" | "EQUAL" | "GREATER" | "IS_FALSE" | "IS_TRUE" | "LESS" | "NOT_EMPTY" | "NOT_EQUAL" | "%future added value";
export type LogicOperator = "AND" | "OR" | "%future added value";
export type QuestionType = "CHECKBOX" | "FREE_TEXT" | "MULTI_SELECT" | "RATING_10" | "RATING_5" | "RATING_7" | "SINGLE_SELECT" | "%future added value";
export type RegistrationFormType = "EVENT_REGISTER" | "OPT_IN" | "%future added value";
export type RuleField = "REQUIRED" | "VISIBLE" | "%future added value";
export type UpdateRegistrationTemplateInput = {
  id: string;
  template: RegistrationTemplateInput;
};
export type RegistrationTemplateInput = {
  banner?: string | null | undefined;
  brandColor1?: string | null | undefined;
  brandColor2?: string | null | undefined;
  branded: boolean;
  consentText?: string | null | undefined;
  isiText?: string | null | undefined;
  marketingOptIn: boolean;
  name: string;
  privacyPolicyLink?: string | null | undefined;
  questions: ReadonlyArray<QuestionInput>;
  redirectUrl?: string | null | undefined;
  url?: string | null | undefined;
};
export type QuestionInput = {
  allowedCharactersRegex?: string | null | undefined;
  choices: ReadonlyArray<QuestionChoiceInput>;
  info?: string | null | undefined;
  maxLabel?: string | null | undefined;
  maxLength?: number | null | undefined;
  minLabel?: string | null | undefined;
  minLength?: number | null | undefined;
  order: number;
  postNotes?: string | null | undefined;
  preNotes?: string | null | undefined;
  presetId?: string | null | undefined;
  ref: string;
  registrationFormType?: RegistrationFormType | null | undefined;
  required: boolean;
  rules: ReadonlyArray<RuleNodeInput>;
  text: string;
  type: QuestionType;
  visible: boolean;
};
export type QuestionChoiceInput = {
  openField: boolean;
  order: number;
  ref: string;
  text: string;
};
export type RuleNodeInput = {
  comparator?: Comparator | null | undefined;
  field: RuleField;
  id: string;
  operator?: LogicOperator | null | undefined;
  parentId?: string | null | undefined;
  questionRef?: string | null | undefined;
  value?: string | null | undefined;
};
export type useUpdateRegistrationTemplateMutation$variables = {
  input: UpdateRegistrationTemplateInput;
};
export type useUpdateRegistrationTemplateMutation$data = {
  readonly updateRegistrationTemplate: {
    readonly registrationTemplate: {
      readonly id: string;
      readonly name: string | null | undefined;
      readonly questionsCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateRegistrationTemplateMutation = {
  response: useUpdateRegistrationTemplateMutation$data;
  variables: useUpdateRegistrationTemplateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RegistrationTemplatePayload",
    "kind": "LinkedField",
    "name": "updateRegistrationTemplate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationTemplate",
        "kind": "LinkedField",
        "name": "registrationTemplate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionsCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateRegistrationTemplateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateRegistrationTemplateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8a615f8fd5b8f01ae0b2ae2ed775f181",
    "id": null,
    "metadata": {},
    "name": "useUpdateRegistrationTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateRegistrationTemplateMutation(\n  $input: UpdateRegistrationTemplateInput!\n) {\n  updateRegistrationTemplate(input: $input) {\n    registrationTemplate {\n      id\n      name\n      questionsCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3caae93acc379ece1cafdea695a57d96";

export default node;
