/**
 * @generated SignedSource<<a3ab3b2aec774923790f4a343fe9e459>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResetPasswordRouteQuery$variables = Record<PropertyKey, never>;
export type ResetPasswordRouteQuery$data = {
  readonly currentTenant: {
    readonly " $fragmentSpreads": FragmentRefs<"LoginLayout_tenant">;
  } | null | undefined;
};
export type ResetPasswordRouteQuery = {
  response: ResetPasswordRouteQuery$data;
  variables: ResetPasswordRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordRouteQuery",
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
    "name": "ResetPasswordRouteQuery",
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
    "cacheID": "ba4d427433dc9108287a5c542f5f5bca",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": "query ResetPasswordRouteQuery {\n  currentTenant {\n    ...LoginLayout_tenant\n  }\n}\n\nfragment LoginLayout_tenant on PublicTenant {\n  name\n  logoUrl\n}\n"
  }
};

(node as any).hash = "8d265f4d288d9b0bf20e03a994ce0b78";

export default node;
