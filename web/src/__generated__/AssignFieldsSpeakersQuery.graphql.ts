/**
 * @generated SignedSource<<e57ea4e27210177113e462719dfc9104>>
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
    readonly firstName: string;
    readonly internalId: number;
    readonly lastName: string;
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
    "cacheID": "fca5d90425787d53555ae93e7c273686",
    "id": null,
    "metadata": {},
    "name": "AssignFieldsSpeakersQuery",
    "operationKind": "query",
    "text": "query AssignFieldsSpeakersQuery(\n  $programInternalId: Int!\n  $assigned: Boolean!\n) {\n  trainingProgramSpeakers(programInternalId: $programInternalId, assigned: $assigned) {\n    internalId\n    firstName\n    lastName\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b3357c089e2c7b9a19aa9f11b19a5eb";

export default node;
