/**
 * @generated SignedSource<<984909f033bfdd85cec022d61d2ccfbb>>
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
export type useTrainingProgramMutationsUnassignMutation$variables = {
  input: UnassignTrainingInput;
};
export type useTrainingProgramMutationsUnassignMutation$data = {
  readonly unassignTraining: {
    readonly program: {
      readonly assignedCount: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useTrainingProgramMutationsUnassignMutation = {
  response: useTrainingProgramMutationsUnassignMutation$data;
  variables: useTrainingProgramMutationsUnassignMutation$variables;
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
    "name": "useTrainingProgramMutationsUnassignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrainingProgramMutationsUnassignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e73a45e91bf84912d0a035fdf80fb527",
    "id": null,
    "metadata": {},
    "name": "useTrainingProgramMutationsUnassignMutation",
    "operationKind": "mutation",
    "text": "mutation useTrainingProgramMutationsUnassignMutation(\n  $input: UnassignTrainingInput!\n) {\n  unassignTraining(input: $input) {\n    program {\n      id\n      assignedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76644f5b7ea4e286c1f594a946172307";

export default node;
