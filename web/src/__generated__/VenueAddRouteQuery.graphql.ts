/**
 * @generated SignedSource<<28fe92cab9358ee36a57c094c0b89cea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueAddRouteQuery$variables = Record<PropertyKey, never>;
export type VenueAddRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VenueForm_query">;
};
export type VenueAddRouteQuery = {
  response: VenueAddRouteQuery$data;
  variables: VenueAddRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VenueAddRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VenueForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VenueAddRouteQuery",
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
      }
    ]
  },
  "params": {
    "cacheID": "bf2c0df11d8844c3885a99a9c3670848",
    "id": null,
    "metadata": {},
    "name": "VenueAddRouteQuery",
    "operationKind": "query",
    "text": "query VenueAddRouteQuery {\n  ...VenueForm_query\n}\n\nfragment EventMap_settings on MapSettings {\n  tileUrl\n  attribution\n  zoom\n}\n\nfragment VenueForm_query on Query {\n  mapSettings {\n    ...EventMap_settings\n  }\n}\n"
  }
};

(node as any).hash = "ef6dbc1e81e5ecdb21824b86c8a196c9";

export default node;
