/**
 * @generated SignedSource<<3b466d4520fd91385e27df577e9e9463>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueSortField = "ADDRESS" | "CAPACITY" | "CITY" | "NAME" | "STATE" | "ZIP_CODE" | "%future added value";
export type VenuesTableTestQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: VenueSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type VenuesTableTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VenuesTable_query">;
};
export type VenuesTableTestQuery = {
  response: VenuesTableTestQuery$data;
  variables: VenuesTableTestQuery$variables;
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
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
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
    "name": "VenuesTableTestQuery",
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
    "name": "VenuesTableTestQuery",
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
    "cacheID": "7acb127ed65aa4fe8c9f1dc015c09bef",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "venues": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "VenueConnection"
        },
        "venues.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VenueEdge"
        },
        "venues.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Venue"
        },
        "venues.edges.node.address": (v8/*:: as any*/),
        "venues.edges.node.city": (v8/*:: as any*/),
        "venues.edges.node.id": (v9/*:: as any*/),
        "venues.edges.node.internalId": (v10/*:: as any*/),
        "venues.edges.node.name": (v8/*:: as any*/),
        "venues.edges.node.state": (v8/*:: as any*/),
        "venues.edges.node.zipCode": (v8/*:: as any*/),
        "venues.totalCount": (v10/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canCreate": (v11/*:: as any*/),
        "viewer.canDelete": (v11/*:: as any*/),
        "viewer.canUpdate": (v11/*:: as any*/),
        "viewer.hiddenFields": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.id": (v9/*:: as any*/),
        "viewer.selectedProduct": {
          "enumValues": [
            "HIVE",
            "SPEAKER_PORTAL",
            "DASHBOARD",
            "EVENT_MANAGEMENT"
          ],
          "nullable": true,
          "plural": false,
          "type": "Product"
        }
      }
    },
    "name": "VenuesTableTestQuery",
    "operationKind": "query",
    "text": "query VenuesTableTestQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: VenueSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  ...VenuesTable_query_2lwDM8\n}\n\nfragment VenuesTable_query_2lwDM8 on Query {\n  viewer {\n    selectedProduct\n    hiddenFields(entity: \"venue\")\n    canCreate: can(entity: \"venue\", action: CREATE)\n    canUpdate: can(entity: \"venue\", action: UPDATE)\n    canDelete: can(entity: \"venue\", action: DELETE)\n    id\n  }\n  venues(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        address\n        city\n        state\n        zipCode\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29323a6fdd73b1e57d1c2ba098c07470";

export default node;
