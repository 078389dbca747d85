/**
 * @generated SignedSource<<55134c379eef8dbaac8b18875cdd09d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueSortField = "ADDRESS" | "CAPACITY" | "CITY" | "NAME" | "STATE" | "ZIP_CODE" | "%future added value";
export type VenuesTableRefetchQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: VenueSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type VenuesTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VenuesTable_query">;
};
export type VenuesTableRefetchQuery = {
  response: VenuesTableRefetchQuery$data;
  variables: VenuesTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortDesc"
  }
],
v1 = [
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
v2 = {
  "kind": "Literal",
  "name": "entity",
  "value": "venue"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VenuesTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "VenuesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VenuesTableRefetchQuery",
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
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"venue\")"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v3/*:: as any*/),
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
    "cacheID": "43360284f4f3043a526ac88f6d00d3d9",
    "id": null,
    "metadata": {},
    "name": "VenuesTableRefetchQuery",
    "operationKind": "query",
    "text": "query VenuesTableRefetchQuery(\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $sortBy: VenueSortField\n  $sortDesc: Boolean\n) {\n  ...VenuesTable_query_2lwDM8\n}\n\nfragment VenuesTable_query_2lwDM8 on Query {\n  viewer {\n    selectedProduct\n    hiddenFields(entity: \"venue\")\n    canCreate: can(entity: \"venue\", action: CREATE)\n    canUpdate: can(entity: \"venue\", action: UPDATE)\n    canDelete: can(entity: \"venue\", action: DELETE)\n    id\n  }\n  venues(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        address\n        city\n        state\n        zipCode\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d91b179258ff5f0012024155d4807531";

export default node;
