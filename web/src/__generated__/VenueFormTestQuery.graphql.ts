/**
 * @generated SignedSource<<40deb81ba079ebb4be8e43189252c97d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueFormTestQuery$variables = Record<PropertyKey, never>;
export type VenueFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VenueForm_query">;
};
export type VenueFormTestQuery = {
  response: VenueFormTestQuery$data;
  variables: VenueFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VenueFormTestQuery",
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
    "name": "VenueFormTestQuery",
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
    "cacheID": "17d286a8655eb0197321a306200bcc83",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "mapSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "MapSettings"
        },
        "mapSettings.attribution": (v0/*:: as any*/),
        "mapSettings.tileUrl": (v0/*:: as any*/),
        "mapSettings.zoom": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "VenueFormTestQuery",
    "operationKind": "query",
    "text": "query VenueFormTestQuery {\n  ...VenueForm_query\n}\n\nfragment EventMap_settings on MapSettings {\n  tileUrl\n  attribution\n  zoom\n}\n\nfragment VenueForm_query on Query {\n  mapSettings {\n    ...EventMap_settings\n  }\n}\n"
  }
};
})();

(node as any).hash = "33600b5a8383546cd0371e476344bfc2";

export default node;
