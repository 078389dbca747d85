/**
 * @generated SignedSource<<362ed2d2da53a6f5d5e29e71a9249c5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceLandingRouteQuery$variables = {
  speakerId: number;
};
export type ResourceLandingRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ResourceGroupCards_query">;
};
export type ResourceLandingRouteQuery = {
  response: ResourceLandingRouteQuery$data;
  variables: ResourceLandingRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "speakerId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "speakerId",
    "variableName": "speakerId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResourceLandingRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ResourceGroupCards_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResourceLandingRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResourceGroup",
        "kind": "LinkedField",
        "name": "speakerResourceGroups",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resourceCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "83e3cd1ea522c127746a008e4a33780d",
    "id": null,
    "metadata": {},
    "name": "ResourceLandingRouteQuery",
    "operationKind": "query",
    "text": "query ResourceLandingRouteQuery(\n  $speakerId: Int!\n) {\n  ...ResourceGroupCards_query_2jDxSu\n}\n\nfragment ResourceGroupCards_query_2jDxSu on Query {\n  speakerResourceGroups(speakerId: $speakerId) {\n    id\n    internalId\n    name\n    url\n    resourceCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "18d8adec2d7f6f2302e145c1002256c2";

export default node;
