/**
 * @generated SignedSource<<d14571adea6605e19a1b07b414108be4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceGroupsRouteQuery$variables = Record<PropertyKey, never>;
export type ResourceGroupsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ResourceGroupsTable_query">;
};
export type ResourceGroupsRouteQuery = {
  response: ResourceGroupsRouteQuery$data;
  variables: ResourceGroupsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "attachment_group"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResourceGroupsRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ResourceGroupsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResourceGroupsRouteQuery",
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
            "alias": "canCreate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "CREATE"
              },
              (v0/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"attachment_group\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "UPDATE"
              },
              (v0/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"attachment_group\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v0/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"attachment_group\")"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ResourceGroup",
        "kind": "LinkedField",
        "name": "resourceGroups",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "weight",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5da74020459d017c4cdfe1ac7fc7f189",
    "id": null,
    "metadata": {},
    "name": "ResourceGroupsRouteQuery",
    "operationKind": "query",
    "text": "query ResourceGroupsRouteQuery {\n  ...ResourceGroupsTable_query\n}\n\nfragment ResourceGroupsTable_query on Query {\n  viewer {\n    canCreate: can(entity: \"attachment_group\", action: CREATE)\n    canUpdate: can(entity: \"attachment_group\", action: UPDATE)\n    canDelete: can(entity: \"attachment_group\", action: DELETE)\n    id\n  }\n  resourceGroups {\n    id\n    name\n    weight\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0d9f13e9862c43deed02bca50e578f2";

export default node;
