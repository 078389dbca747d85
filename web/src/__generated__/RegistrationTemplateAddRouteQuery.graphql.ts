/**
 * @generated SignedSource<<0c5c2163d4b03865b6534a5a5f52c2e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RegistrationTemplateAddRouteQuery$variables = Record<PropertyKey, never>;
export type RegistrationTemplateAddRouteQuery$data = {
  readonly viewer: {
    readonly tenant: {
      readonly id: string;
    };
  } | null | undefined;
};
export type RegistrationTemplateAddRouteQuery = {
  response: RegistrationTemplateAddRouteQuery$data;
  variables: RegistrationTemplateAddRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegistrationTemplateAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegistrationTemplateAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7f48959124fb6a885f92c17b5e686a75",
    "id": null,
    "metadata": {},
    "name": "RegistrationTemplateAddRouteQuery",
    "operationKind": "query",
    "text": "query RegistrationTemplateAddRouteQuery {\n  viewer {\n    tenant {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "803c91d21b31408a90724afccede786f";

export default node;
