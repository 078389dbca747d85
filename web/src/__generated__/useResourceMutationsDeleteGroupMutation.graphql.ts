/**
 * @generated SignedSource<<27f77f665bc05dc1c5b9fcc6bd5e59a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteResourceGroupInput = {
  id: string;
};
export type useResourceMutationsDeleteGroupMutation$variables = {
  input: DeleteResourceGroupInput;
};
export type useResourceMutationsDeleteGroupMutation$data = {
  readonly deleteResourceGroup: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useResourceMutationsDeleteGroupMutation = {
  response: useResourceMutationsDeleteGroupMutation$data;
  variables: useResourceMutationsDeleteGroupMutation$variables;
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
    "concreteType": "DeleteResourceGroupPayload",
    "kind": "LinkedField",
    "name": "deleteResourceGroup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "useResourceMutationsDeleteGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsDeleteGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62c688f607345b3b5533846209e1c4ef",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsDeleteGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsDeleteGroupMutation(\n  $input: DeleteResourceGroupInput!\n) {\n  deleteResourceGroup(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "8711f3e7c597c5efd7c77af4cd31e0f6";

export default node;
