/**
 * @generated SignedSource<<290d1ba85a9c811a4938fec7315c3f77>>
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
export type useTrainingProgramMutationsCreateMutation$variables = {
  input: CreateTrainingProgramInput;
};
export type useTrainingProgramMutationsCreateMutation$data = {
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
export type useTrainingProgramMutationsCreateMutation = {
  response: useTrainingProgramMutationsCreateMutation$data;
  variables: useTrainingProgramMutationsCreateMutation$variables;
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
    "name": "useTrainingProgramMutationsCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrainingProgramMutationsCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2928279f7e84e31180ba0b5a7f316ec3",
    "id": null,
    "metadata": {},
    "name": "useTrainingProgramMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useTrainingProgramMutationsCreateMutation(\n  $input: CreateTrainingProgramInput!\n) {\n  createTrainingProgram(input: $input) {\n    program {\n      id\n      internalId\n      topic {\n        internalId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "baa235362ac9939419dd3cccc0743aaf";

export default node;
