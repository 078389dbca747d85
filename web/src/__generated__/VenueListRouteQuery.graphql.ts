/**
 * @generated SignedSource<<6073985eb101b9c4cee602db586208a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueSortField = "ADDRESS" | "CAPACITY" | "CITY" | "NAME" | "STATE" | "ZIP_CODE" | "%future added value";
export type VenueListRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: VenueSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type VenueListRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VenuesTable_query">;
};
export type VenueListRouteQuery = {
  response: VenueListRouteQuery$data;
  variables: VenueListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v5 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "searchQuery",
    "variableName": "searchQuery"
  },
  {
    "kind": "Variable",
    "name": "sortBy",
    "variableName": "sortBy"
  },
  {
    "kind": "Variable",
    "name": "sortDesc",
    "variableName": "sortDesc"
  }
],
v6 = {
  "kind": "Literal",
  "name": "entity",
  "value": "venue"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "VenueListRouteQuery",
    "selections": [
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "VenuesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VenueListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "selectedProduct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"venue\")"
          },
          {
            "alias": "canCreate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "CREATE"
              },
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"venue\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "UPDATE"
              },
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"venue\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"venue\")"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "VenueConnection",
        "kind": "LinkedField",
        "name": "venues",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VenueEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Venue",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "98fe91e9983d76fc1272ef8ddb25a83e",
    "id": null,
    "metadata": {},
    "name": "VenueListRouteQuery",
    "operationKind": "query",
    "text": "query VenueListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: VenueSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  ...VenuesTable_query_2lwDM8\n}\n\nfragment VenuesTable_query_2lwDM8 on Query {\n  viewer {\n    selectedProduct\n    hiddenFields(entity: \"venue\")\n    canCreate: can(entity: \"venue\", action: CREATE)\n    canUpdate: can(entity: \"venue\", action: UPDATE)\n    canDelete: can(entity: \"venue\", action: DELETE)\n    id\n  }\n  venues(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        address\n        city\n        state\n        zipCode\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d7fb762576e6a8e16e4bfdbb5c4f99c";

export default node;
