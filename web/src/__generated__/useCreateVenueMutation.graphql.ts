/**
 * @generated SignedSource<<3fe494be595788d1196665c9ecbd929e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateVenueInput = {
  address: string;
  capacity?: number | null | undefined;
  city: string;
  name: string;
  state: string;
  zipCode: string;
};
export type useCreateVenueMutation$variables = {
  input: CreateVenueInput;
};
export type useCreateVenueMutation$data = {
  readonly createVenue: {
    readonly venue: {
      readonly address: string | null | undefined;
      readonly capacity: number | null | undefined;
      readonly city: string | null | undefined;
      readonly id: string;
      readonly internalId: number;
      readonly name: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zipCode: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateVenueMutation = {
  response: useCreateVenueMutation$data;
  variables: useCreateVenueMutation$variables;
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
    "concreteType": "VenuePayload",
    "kind": "LinkedField",
    "name": "createVenue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Venue",
        "kind": "LinkedField",
        "name": "venue",
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
            "name": "internalId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zipCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "capacity",
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
    "name": "useCreateVenueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateVenueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "45ffb5e3a4072991ca2bf2b5cf37998a",
    "id": null,
    "metadata": {},
    "name": "useCreateVenueMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateVenueMutation(\n  $input: CreateVenueInput!\n) {\n  createVenue(input: $input) {\n    venue {\n      id\n      internalId\n      name\n      address\n      city\n      state\n      zipCode\n      capacity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b692dfb2b5f4d4d76b39b6662b2f4839";

export default node;
