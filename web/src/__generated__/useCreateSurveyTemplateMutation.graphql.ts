/**
 * @generated SignedSource<<6d30d6ab8c7ed944b28b0bfad6b3caab>>
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
export type CreateSurveyTemplateInput = {
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
export type useCreateSurveyTemplateMutation$variables = {
  input: CreateSurveyTemplateInput;
};
export type useCreateSurveyTemplateMutation$data = {
  readonly createSurveyTemplate: {
    readonly surveyTemplate: {
      readonly id: string;
      readonly name: string | null | undefined;
      readonly questionsCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateSurveyTemplateMutation = {
  response: useCreateSurveyTemplateMutation$data;
  variables: useCreateSurveyTemplateMutation$variables;
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
    "name": "createSurveyTemplate",
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
    "name": "useCreateSurveyTemplateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSurveyTemplateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "07080de49c972d819e282cb788de0c56",
    "id": null,
    "metadata": {},
    "name": "useCreateSurveyTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSurveyTemplateMutation(\n  $input: CreateSurveyTemplateInput!\n) {\n  createSurveyTemplate(input: $input) {\n    surveyTemplate {\n      id\n      name\n      questionsCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc612d831cb4a54ba20728ff14acc122";

export default node;
