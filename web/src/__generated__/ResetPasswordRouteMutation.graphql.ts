/**
 * @generated SignedSource<<2e52e76cbd2ddfdbe80b23f56ad3e4f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  password: string;
  token: string;
};
export type ResetPasswordRouteMutation$variables = {
  input: ResetPasswordInput;
};
export type ResetPasswordRouteMutation$data = {
  readonly resetPassword: {
    readonly message: string;
  };
};
export type ResetPasswordRouteMutation = {
  response: ResetPasswordRouteMutation$data;
  variables: ResetPasswordRouteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ResetPasswordPayload",
    "kind": "LinkedField",
    "name": "resetPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "ResetPasswordRouteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordRouteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "26198427e61ea025752ef8ce3810e09f",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordRouteMutation",
    "operationKind": "mutation",
    "text": "mutation ResetPasswordRouteMutation(\n  $input: ResetPasswordInput!\n) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "28b6b187e513a90a26c33c0083c5e4a5";

export default node;
