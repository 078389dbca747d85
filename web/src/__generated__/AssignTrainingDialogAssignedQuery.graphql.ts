/**
 * @generated SignedSource<<13e0c36bd5d5d2325314e38184bda87f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignTrainingDialogAssignedQuery$variables = {
  assigned: boolean;
  programInternalId: number;
};
export type AssignTrainingDialogAssignedQuery$data = {
  readonly trainingProgramSpeakers: ReadonlyArray<{
    readonly firstName: string;
    readonly internalId: number;
    readonly lastName: string;
  }> | null | undefined;
};
export type AssignTrainingDialogAssignedQuery = {
  response: AssignTrainingDialogAssignedQuery$data;
  variables: AssignTrainingDialogAssignedQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assigned"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "programInternalId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "assigned",
        "variableName": "assigned"
      },
      {
        "kind": "Variable",
        "name": "programInternalId",
        "variableName": "programInternalId"
      }
    ],
    "concreteType": "TrainingSpeaker",
    "kind": "LinkedField",
    "name": "trainingProgramSpeakers",
    "plural": true,
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
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignTrainingDialogAssignedQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AssignTrainingDialogAssignedQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "81dc36f5e97bbcd8ba3d813bf549ccee",
    "id": null,
    "metadata": {},
    "name": "AssignTrainingDialogAssignedQuery",
    "operationKind": "query",
    "text": "query AssignTrainingDialogAssignedQuery(\n  $programInternalId: Int!\n  $assigned: Boolean!\n) {\n  trainingProgramSpeakers(programInternalId: $programInternalId, assigned: $assigned) {\n    internalId\n    firstName\n    lastName\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c3e1d42b8bbf29bf5fc21e7f1a98fdf";

export default node;
