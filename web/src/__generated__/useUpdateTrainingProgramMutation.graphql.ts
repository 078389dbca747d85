/**
 * @generated SignedSource<<4a431c55f811845c571ecf0a06c34e0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TrainingType = "CHECKBOX" | "VEEVA_QUALIFICATION" | "VIDEO" | "%future added value";
export type UpdateTrainingProgramInput = {
  expirationDate: string;
  id: string;
  programName: string;
  topicId?: number | null | undefined;
  type?: TrainingType | null | undefined;
};
export type useUpdateTrainingProgramMutation$variables = {
  input: UpdateTrainingProgramInput;
};
export type useUpdateTrainingProgramMutation$data = {
  readonly updateTrainingProgram: {
    readonly program: {
      readonly expirationDate: string;
      readonly id: string;
      readonly modifiedAt: string;
      readonly programName: string;
      readonly topic: {
        readonly description: string;
        readonly internalId: number;
      } | null | undefined;
      readonly type: TrainingType;
      readonly typeLabel: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateTrainingProgramMutation = {
  response: useUpdateTrainingProgramMutation$data;
  variables: useUpdateTrainingProgramMutation$variables;
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
    "concreteType": "TrainingProgramPayload",
    "kind": "LinkedField",
    "name": "updateTrainingProgram",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "programName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "typeLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expirationDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TrainingTopic",
            "kind": "LinkedField",
            "name": "topic",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "modifiedAt",
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
    "name": "useUpdateTrainingProgramMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTrainingProgramMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "863ca6c86ad5feb26011dbeb0836172f",
    "id": null,
    "metadata": {},
    "name": "useUpdateTrainingProgramMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTrainingProgramMutation(\n  $input: UpdateTrainingProgramInput!\n) {\n  updateTrainingProgram(input: $input) {\n    program {\n      id\n      programName\n      type\n      typeLabel\n      expirationDate\n      topic {\n        internalId\n        description\n      }\n      modifiedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7911518ffc27283dc6ab2853c83348a3";

export default node;
