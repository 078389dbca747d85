/**
 * @generated SignedSource<<13105b845df6a9588daa6a1318496a1d>>
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
    readonly " $fragmentSpreads": FragmentRefs<"LoginLayout_tenant">;
  } | null | undefined;
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
};

const node: ConcreteRequest = {
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
    "cacheID": "a4cf1c403b53690c53a0647244cdd8eb",
    "id": null,
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": "query LoginRouteQuery {\n  currentTenant {\n    ...LoginLayout_tenant\n  }\n}\n\nfragment LoginLayout_tenant on PublicTenant {\n  name\n  logoUrl\n}\n"
  }
};

(node as any).hash = "b2d3366fd7d828e6305bfbddab5263db";

export default node;
