/**
 * @generated SignedSource<<ea35d906a83b6a6e376f2a23652a45e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TrainingType = "CHECKBOX" | "VEEVA_QUALIFICATION" | "VIDEO" | "%future added value";
export type CreateTrainingProgramInput = {
  expirationDate: string;
  programName: string;
  topicId?: number | null | undefined;
  type: TrainingType;
  videoId?: number | null | undefined;
};
export type useCreateTrainingProgramMutation$variables = {
  input: CreateTrainingProgramInput;
};
export type useCreateTrainingProgramMutation$data = {
  readonly createTrainingProgram: {
    readonly program: {
      readonly id: string;
      readonly internalId: number;
      readonly topic: {
        readonly internalId: number;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateTrainingProgramMutation = {
  response: useCreateTrainingProgramMutation$data;
  variables: useCreateTrainingProgramMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TrainingProgramPayload",
    "kind": "LinkedField",
    "name": "createTrainingProgram",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainingProgram",
        "kind": "LinkedField",
        "name": "program",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrainingTopic",
            "kind": "LinkedField",
            "name": "topic",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
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
    "name": "useCreateTrainingProgramMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateTrainingProgramMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "61a9c0af3b08ef59b582c3308deeb5f8",
    "id": null,
    "metadata": {},
    "name": "useCreateTrainingProgramMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateTrainingProgramMutation(\n  $input: CreateTrainingProgramInput!\n) {\n  createTrainingProgram(input: $input) {\n    program {\n      id\n      internalId\n      topic {\n        internalId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e3fb10f2a0a608559c3dbdabc6f0f50";

export default node;
