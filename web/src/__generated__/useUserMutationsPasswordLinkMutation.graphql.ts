/**
 * @generated SignedSource<<a5d9a5d4cf7bac503fadb4768ddcc3d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendUserPasswordLinkInput = {
  id: string;
};
export type useUserMutationsPasswordLinkMutation$variables = {
  input: SendUserPasswordLinkInput;
};
export type useUserMutationsPasswordLinkMutation$data = {
  readonly sendUserPasswordLink: {
    readonly message: string;
  } | null | undefined;
};
export type useUserMutationsPasswordLinkMutation = {
  response: useUserMutationsPasswordLinkMutation$data;
  variables: useUserMutationsPasswordLinkMutation$variables;
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
    "concreteType": "SendUserPasswordLinkPayload",
    "kind": "LinkedField",
    "name": "sendUserPasswordLink",
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
    "name": "useUserMutationsPasswordLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMutationsPasswordLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "26105b8fe22c2e947d61e72dac9de8d9",
    "id": null,
    "metadata": {},
    "name": "useUserMutationsPasswordLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useUserMutationsPasswordLinkMutation(\n  $input: SendUserPasswordLinkInput!\n) {\n  sendUserPasswordLink(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a4f1ebdb4859667ec1a5418b5352702";

export default node;
