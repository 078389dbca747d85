/**
 * @generated SignedSource<<6988c5f72103b58cb6b182e381722e0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type LoginRouteResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type LoginRouteResetMutation$data = {
  readonly requestPasswordReset: {
    readonly message: string;
  };
};
export type LoginRouteResetMutation = {
  response: LoginRouteResetMutation$data;
  variables: LoginRouteResetMutation$variables;
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
    "concreteType": "RequestPasswordResetPayload",
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
    "name": "LoginRouteResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginRouteResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "712e43effd01c5f6b48d98e1fcdfc97c",
    "id": null,
    "metadata": {},
    "name": "LoginRouteResetMutation",
    "operationKind": "mutation",
    "text": "mutation LoginRouteResetMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "294584706b675235a894dee1c7647f53";

export default node;
