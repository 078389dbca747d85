/**
 * @generated SignedSource<<1e20dda9492181464182566c53abf4cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginRouteQuery$variables = Record<PropertyKey, never>;
export type LoginRouteQuery$data = {
  readonly currentTenant: {
    readonly oktaEnabled: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"LoginLayout_tenant">;
  } | null | undefined;
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "oktaEnabled",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PublicTenant",
        "kind": "LinkedField",
        "name": "currentTenant",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoginLayout_tenant"
          }
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
    "name": "LoginRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PublicTenant",
        "kind": "LinkedField",
        "name": "currentTenant",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "logoUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8c6d423b42af278eeb06adc400c17f7a",
    "id": null,
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": "query LoginRouteQuery {\n  currentTenant {\n    oktaEnabled\n    ...LoginLayout_tenant\n  }\n}\n\nfragment LoginLayout_tenant on PublicTenant {\n  name\n  logoUrl\n}\n"
  }
};
})();

(node as any).hash = "ab5a7f618703840464ced13846b918bd";

export default node;
