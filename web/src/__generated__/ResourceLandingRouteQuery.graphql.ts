/**
 * @generated SignedSource<<1c49bd5d66460db26616df11bb021837>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceLandingRouteQuery$variables = {
  speakerId: number;
};
export type ResourceLandingRouteQuery$data = {
  readonly speakerResourceGroups: ReadonlyArray<{
    readonly id: string;
    readonly internalId: number;
    readonly name: string;
    readonly resourceCount: number;
    readonly url: string | null | undefined;
  }> | null | undefined;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "speakerId",
        "variableName": "speakerId"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResourceLandingRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResourceLandingRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "32d885be69db18e09769b3432c4051b9",
    "id": null,
    "metadata": {},
    "name": "ResourceLandingRouteQuery",
    "operationKind": "query",
    "text": "query ResourceLandingRouteQuery(\n  $speakerId: Int!\n) {\n  speakerResourceGroups(speakerId: $speakerId) {\n    id\n    internalId\n    name\n    url\n    resourceCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "326ae53d98f0886f802123dc3401f65d";

export default node;
