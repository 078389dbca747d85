/**
 * @generated SignedSource<<d76a8f59bc55eb2ea817558b464e63c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnassignTrainingInput = {
  programId: string;
  speakerId: number;
};
export type useUnassignTrainingMutation$variables = {
  input: UnassignTrainingInput;
};
export type useUnassignTrainingMutation$data = {
  readonly unassignTraining: {
    readonly program: {
      readonly assignedCount: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUnassignTrainingMutation = {
  response: useUnassignTrainingMutation$data;
  variables: useUnassignTrainingMutation$variables;
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
    "concreteType": "UnassignTrainingPayload",
    "kind": "LinkedField",
    "name": "unassignTraining",
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
            "name": "assignedCount",
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
    "name": "useUnassignTrainingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnassignTrainingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "867cebbd808defa2f3ee6a3a459f341c",
    "id": null,
    "metadata": {},
    "name": "useUnassignTrainingMutation",
    "operationKind": "mutation",
    "text": "mutation useUnassignTrainingMutation(\n  $input: UnassignTrainingInput!\n) {\n  unassignTraining(input: $input) {\n    program {\n      id\n      assignedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e1f555540895477d6947b12d883fbb1";

export default node;
