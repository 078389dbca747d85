/**
 * @generated SignedSource<<5a421aa3b3ec6f29ac1102df57da998e>>
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
    readonly credentials: string | null | undefined;
    readonly email: string | null | undefined;
    readonly firstName: string;
    readonly internalId: number;
    readonly lastName: string;
    readonly specialty: string | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "credentials",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specialty",
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
    "cacheID": "9a517fe45d1114f0831fc66b37746c00",
    "id": null,
    "metadata": {},
    "name": "AssignTrainingDialogAssignedQuery",
    "operationKind": "query",
    "text": "query AssignTrainingDialogAssignedQuery(\n  $programInternalId: Int!\n  $assigned: Boolean!\n) {\n  trainingProgramSpeakers(programInternalId: $programInternalId, assigned: $assigned) {\n    internalId\n    firstName\n    lastName\n    email\n    credentials\n    specialty\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e7c7ea93b3fa392e5ab4340fe467415";

export default node;
