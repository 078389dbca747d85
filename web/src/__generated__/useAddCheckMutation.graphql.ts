/**
 * @generated SignedSource<<9914dcc435de8bcbdd6fd49a0d5fcd2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddCheckInput = {
  amount?: number | null | undefined;
  answers: ReadonlyArray<CheckAnswerInput>;
  eventId: string;
  overrideAmount?: number | null | undefined;
  overrideReason?: string | null | undefined;
  speakerId: string;
};
export type CheckAnswerInput = {
  optionId: string;
  questionId: string;
};
export type useAddCheckMutation$variables = {
  input: AddCheckInput;
};
export type useAddCheckMutation$data = {
  readonly addCheck: {
    readonly check: {
      readonly amount: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useAddCheckMutation = {
  response: useAddCheckMutation$data;
  variables: useAddCheckMutation$variables;
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
    "concreteType": "AddCheckPayload",
    "kind": "LinkedField",
    "name": "addCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Check",
        "kind": "LinkedField",
        "name": "check",
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
            "name": "amount",
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
    "name": "useAddCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a8143f85dbe78e836e72f733124c051c",
    "id": null,
    "metadata": {},
    "name": "useAddCheckMutation",
    "operationKind": "mutation",
    "text": "mutation useAddCheckMutation(\n  $input: AddCheckInput!\n) {\n  addCheck(input: $input) {\n    check {\n      id\n      amount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b391f2bc4ceeb0d13700b4c3c99dbbec";

export default node;
