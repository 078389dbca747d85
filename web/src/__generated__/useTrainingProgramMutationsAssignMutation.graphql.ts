/**
 * @generated SignedSource<<d8630b4b05559c722160ded2a624597b>>
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
export type useTrainingProgramMutationsAssignMutation$variables = {
  input: AssignTrainingInput;
};
export type useTrainingProgramMutationsAssignMutation$data = {
  readonly assignTraining: {
    readonly assigned: number;
    readonly program: {
      readonly assignedCount: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useTrainingProgramMutationsAssignMutation = {
  response: useTrainingProgramMutationsAssignMutation$data;
  variables: useTrainingProgramMutationsAssignMutation$variables;
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
    "name": "useTrainingProgramMutationsAssignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrainingProgramMutationsAssignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6d40ddf93470e8a91cb41fa535793338",
    "id": null,
    "metadata": {},
    "name": "useTrainingProgramMutationsAssignMutation",
    "operationKind": "mutation",
    "text": "mutation useTrainingProgramMutationsAssignMutation(\n  $input: AssignTrainingInput!\n) {\n  assignTraining(input: $input) {\n    assigned\n    program {\n      id\n      assignedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "31362aca8c334548f8d274380fb191ea";

export default node;
