/**
 * @generated SignedSource<<71bc09f2c389e3737f02748324f00b02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateVenueInput = {
  address: string;
  capacity?: number | null | undefined;
  city: string;
  id: string;
  name: string;
  state: string;
  zipCode: string;
};
export type useUpdateVenueMutation$variables = {
  input: UpdateVenueInput;
};
export type useUpdateVenueMutation$data = {
  readonly updateVenue: {
    readonly venue: {
      readonly address: string | null | undefined;
      readonly capacity: number | null | undefined;
      readonly city: string | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zipCode: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateVenueMutation = {
  response: useUpdateVenueMutation$data;
  variables: useUpdateVenueMutation$variables;
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
    "name": "updateVenue",
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
    "name": "useUpdateVenueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateVenueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0badc865e1443d7a0609535411478b6e",
    "id": null,
    "metadata": {},
    "name": "useUpdateVenueMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateVenueMutation(\n  $input: UpdateVenueInput!\n) {\n  updateVenue(input: $input) {\n    venue {\n      id\n      name\n      address\n      city\n      state\n      zipCode\n      capacity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a04970def73b0afccf172b80561869c4";

export default node;
