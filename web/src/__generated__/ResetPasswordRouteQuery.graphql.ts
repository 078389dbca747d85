/**
 * @generated SignedSource<<710a5806d48b2488d98cb85b0ca62cb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordRouteQuery$variables = Record<PropertyKey, never>;
export type ResetPasswordRouteQuery$data = {
  readonly currentTenant: {
    readonly logoUrl: string | null | undefined;
    readonly name: string;
  } | null | undefined;
};
export type ResetPasswordRouteQuery = {
  response: ResetPasswordRouteQuery$data;
  variables: ResetPasswordRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResetPasswordRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bdad254fadc317bb45ebf5b202a086c3",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": "query ResetPasswordRouteQuery {\n  currentTenant {\n    name\n    logoUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b70ba1d3314a8f0c9cbdd7be4f4add4";

export default node;
