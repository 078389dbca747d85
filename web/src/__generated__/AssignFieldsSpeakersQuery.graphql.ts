/**
 * @generated SignedSource<<7920431a001dd67a3b8bd353f2581af6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignFieldsSpeakersQuery$variables = {
  assigned: boolean;
  programInternalId: number;
};
export type AssignFieldsSpeakersQuery$data = {
  readonly trainingProgramSpeakers: ReadonlyArray<{
    readonly credentials: string | null | undefined;
    readonly email: string | null | undefined;
    readonly firstName: string;
    readonly internalId: number;
    readonly lastName: string;
    readonly specialty: string | null | undefined;
  }> | null | undefined;
};
export type AssignFieldsSpeakersQuery = {
  response: AssignFieldsSpeakersQuery$data;
  variables: AssignFieldsSpeakersQuery$variables;
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
    "name": "AssignFieldsSpeakersQuery",
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
    "name": "AssignFieldsSpeakersQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3b2f9c75d5243d7cda568c0ef8657f83",
    "id": null,
    "metadata": {},
    "name": "AssignFieldsSpeakersQuery",
    "operationKind": "query",
    "text": "query AssignFieldsSpeakersQuery(\n  $programInternalId: Int!\n  $assigned: Boolean!\n) {\n  trainingProgramSpeakers(programInternalId: $programInternalId, assigned: $assigned) {\n    internalId\n    firstName\n    lastName\n    email\n    credentials\n    specialty\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e779d0587dd214e0ff93d421044368b";

export default node;
