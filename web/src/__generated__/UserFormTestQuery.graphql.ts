/**
 * @generated SignedSource<<83d31d2fb7b2ea377f79f16c7722a7bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserFormTestQuery$variables = Record<PropertyKey, never>;
export type UserFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserForm_query">;
};
export type UserFormTestQuery = {
  response: UserFormTestQuery$data;
  variables: UserFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "enumValues": [
    "SYSTEM_ADMIN",
    "ADMIN",
    "USER",
    "SPEAKER",
    "SPEAKER_LIAISON",
    "CLIENT_SPEAKER_PORTAL_ADMIN",
    "FIELD_REP",
    "MARKETING",
    "PROGRAM_ANALYST",
    "SFC_COMPLIANCE"
  ],
  "nullable": false,
  "plural": false,
  "type": "Role"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormTestQuery",
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
    "name": "UserFormTestQuery",
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
    "cacheID": "8da4bc83e3252512db7ca5af24252a32",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "roleNames": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RoleName"
        },
        "roleNames.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "roleNames.role": (v1/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.role": (v1/*:: as any*/)
      }
    },
    "name": "UserFormTestQuery",
    "operationKind": "query",
    "text": "query UserFormTestQuery {\n  ...UserForm_query\n}\n\nfragment UserForm_query on Query {\n  viewer {\n    role\n    id\n  }\n  roleNames {\n    role\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "99f6991142d9a9cee27a4004aafef1c2";

export default node;
