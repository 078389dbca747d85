/**
 * @generated SignedSource<<cc854251af8663a48aa6b42a1d4a2c8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteResourceGroupInput = {
  id: string;
};
export type useDeleteResourceGroupMutation$variables = {
  input: DeleteResourceGroupInput;
};
export type useDeleteResourceGroupMutation$data = {
  readonly deleteResourceGroup: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteResourceGroupMutation = {
  response: useDeleteResourceGroupMutation$data;
  variables: useDeleteResourceGroupMutation$variables;
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
    "name": "useDeleteResourceGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteResourceGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "49db628e8670cb873e9777a4bb3cde10",
    "id": null,
    "metadata": {},
    "name": "useDeleteResourceGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteResourceGroupMutation(\n  $input: DeleteResourceGroupInput!\n) {\n  deleteResourceGroup(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f03419757d2effd0b645e04bce9cd1e4";

export default node;
