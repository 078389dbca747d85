/**
 * @generated SignedSource<<71f6aca2ad591a32985e5271e3e665dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUserInput = {
  id: string;
};
export type useUserMutationsDeleteMutation$variables = {
  input: DeleteUserInput;
};
export type useUserMutationsDeleteMutation$data = {
  readonly deleteUser: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useUserMutationsDeleteMutation = {
  response: useUserMutationsDeleteMutation$data;
  variables: useUserMutationsDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteUserPayload",
        "kind": "LinkedField",
        "name": "deleteUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteUserPayload",
        "kind": "LinkedField",
        "name": "deleteUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0f2b3fe0c354486e43852dfce397ab50",
    "id": null,
    "metadata": {},
    "name": "useUserMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useUserMutationsDeleteMutation(\n  $input: DeleteUserInput!\n) {\n  deleteUser(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "67e4caca928dbc52fbd75d5fd4941f6d";

export default node;
