/**
 * @generated SignedSource<<1f9b52103899e66112096a21fe915cd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueEditRouteQuery$variables = {
  venueId: number;
};
export type VenueEditRouteQuery$data = {
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
  readonly " $fragmentSpreads": FragmentRefs<"VenueForm_query">;
};
export type VenueEditRouteQuery = {
  response: VenueEditRouteQuery$data;
  variables: VenueEditRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "venueId"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "internalId",
      "variableName": "venueId"
    }
  ],
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VenueEditRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VenueForm_query"
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VenueEditRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MapSettings",
        "kind": "LinkedField",
        "name": "mapSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tileUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attribution",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zoom",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9507c9daeff77fac7d99455840130829",
    "id": null,
    "metadata": {},
    "name": "VenueEditRouteQuery",
    "operationKind": "query",
    "text": "query VenueEditRouteQuery(\n  $venueId: Int!\n) {\n  ...VenueForm_query\n  venue(internalId: $venueId) {\n    id\n    internalId\n    name\n    address\n    city\n    state\n    zipCode\n    capacity\n  }\n}\n\nfragment EventMap_settings on MapSettings {\n  tileUrl\n  attribution\n  zoom\n}\n\nfragment VenueForm_query on Query {\n  mapSettings {\n    ...EventMap_settings\n  }\n}\n"
  }
};
})();

(node as any).hash = "4106c1874ced8ed8db55b37b426a0ffa";

export default node;
