/**
 * @generated SignedSource<<8c81918b6115918f3a24da308f0c855a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserAddRouteQuery$variables = Record<PropertyKey, never>;
export type UserAddRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserForm_query">;
};
export type UserAddRouteQuery = {
  response: UserAddRouteQuery$data;
  variables: UserAddRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserAddRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UserForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RoleName",
        "kind": "LinkedField",
        "name": "roleNames",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d793eda8b46e991a47485874826ee8ce",
    "id": null,
    "metadata": {},
    "name": "UserAddRouteQuery",
    "operationKind": "query",
    "text": "query UserAddRouteQuery {\n  ...UserForm_query\n}\n\nfragment UserForm_query on Query {\n  viewer {\n    role\n    id\n  }\n  roleNames {\n    role\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6c2aa4fe901b6d50a4bd95c2fe137e1";

export default node;
