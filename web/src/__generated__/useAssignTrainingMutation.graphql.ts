/**
 * @generated SignedSource<<b0e9dc01cb5d37bb273cea8aa01cd0eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TrainingAssignment = "ALL" | "SPEAKERS" | "TOPIC" | "%future added value";
export type AssignTrainingInput = {
  assignment?: TrainingAssignment | null | undefined;
  dueDate: string;
  programId: string;
  speakerIds?: ReadonlyArray<number> | null | undefined;
};
export type useAssignTrainingMutation$variables = {
  input: AssignTrainingInput;
};
export type useAssignTrainingMutation$data = {
  readonly assignTraining: {
    readonly assigned: number;
    readonly program: {
      readonly assignedCount: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useAssignTrainingMutation = {
  response: useAssignTrainingMutation$data;
  variables: useAssignTrainingMutation$variables;
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
    "concreteType": "AssignTrainingPayload",
    "kind": "LinkedField",
    "name": "assignTraining",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assigned",
        "storageKey": null
      },
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
    "name": "useAssignTrainingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignTrainingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4787038331ddb945dd9b92a1bec116ce",
    "id": null,
    "metadata": {},
    "name": "useAssignTrainingMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignTrainingMutation(\n  $input: AssignTrainingInput!\n) {\n  assignTraining(input: $input) {\n    assigned\n    program {\n      id\n      assignedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f64f084c0f7a919043446b47edbc792";

export default node;
