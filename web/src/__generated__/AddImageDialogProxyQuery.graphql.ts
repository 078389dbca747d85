/**
 * @generated SignedSource<<3f6e7e76cf325adc7487270dc99f3d30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddImageDialogProxyQuery$variables = {
  url: string;
};
export type AddImageDialogProxyQuery$data = {
  readonly proxyImage: {
    readonly dataUrl: string;
  } | null | undefined;
};
export type AddImageDialogProxyQuery = {
  response: AddImageDialogProxyQuery$data;
  variables: AddImageDialogProxyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "url"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      }
    ],
    "concreteType": "ProxiedImage",
    "kind": "LinkedField",
    "name": "proxyImage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataUrl",
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
    "name": "AddImageDialogProxyQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddImageDialogProxyQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ce143617d01a5a7f03684ce06e804195",
    "id": null,
    "metadata": {},
    "name": "AddImageDialogProxyQuery",
    "operationKind": "query",
    "text": "query AddImageDialogProxyQuery(\n  $url: String!\n) {\n  proxyImage(url: $url) {\n    dataUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "3ff588d44c1ab365f7eaa38ebf8923b8";

export default node;
