/**
 * @generated SignedSource<<bb24d32c1ee95b577680b155f8c3870b>>
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
export type SurveyLanguage = "EN" | "ES" | "%future added value";
export type UpdateSurveyTemplateInput = {
  id: string;
  template: SurveyTemplateInput;
};
export type SurveyTemplateInput = {
  consentText?: string | null | undefined;
  isAnonymous: boolean;
  isEvaluation: boolean;
  isiText?: string | null | undefined;
  jobNumber?: string | null | undefined;
  language: SurveyLanguage;
  logo?: string | null | undefined;
  name: string;
  privacyPolicyLink?: string | null | undefined;
  questions: ReadonlyArray<QuestionInput>;
  skipLogic?: ReadonlyArray<SkipLogicInput> | null | undefined;
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
export type SkipLogicInput = {
  choiceRef: string;
  nextQuestionRef?: string | null | undefined;
  order: number;
  questionRef: string;
  ref?: string | null | undefined;
};
export type useUpdateSurveyTemplateMutation$variables = {
  input: UpdateSurveyTemplateInput;
};
export type useUpdateSurveyTemplateMutation$data = {
  readonly updateSurveyTemplate: {
    readonly surveyTemplate: {
      readonly id: string;
      readonly name: string | null | undefined;
      readonly questionsCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateSurveyTemplateMutation = {
  response: useUpdateSurveyTemplateMutation$data;
  variables: useUpdateSurveyTemplateMutation$variables;
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
    "concreteType": "SurveyTemplatePayload",
    "kind": "LinkedField",
    "name": "updateSurveyTemplate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SurveyTemplate",
        "kind": "LinkedField",
        "name": "surveyTemplate",
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
    "name": "useUpdateSurveyTemplateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSurveyTemplateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "03790d0cd6cf117675065b7fbf505474",
    "id": null,
    "metadata": {},
    "name": "useUpdateSurveyTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSurveyTemplateMutation(\n  $input: UpdateSurveyTemplateInput!\n) {\n  updateSurveyTemplate(input: $input) {\n    surveyTemplate {\n      id\n      name\n      questionsCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f8ce0c6e187df6cbaee9082ce743938b";

export default node;
