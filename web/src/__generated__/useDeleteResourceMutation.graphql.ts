/**
 * @generated SignedSource<<64026b4a1a55b22ea714a21f1de32f56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteResourceInput = {
  id: string;
};
export type useDeleteResourceMutation$variables = {
  input: DeleteResourceInput;
};
export type useDeleteResourceMutation$data = {
  readonly deleteResource: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteResourceMutation = {
  response: useDeleteResourceMutation$data;
  variables: useDeleteResourceMutation$variables;
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
    "concreteType": "DeleteResourcePayload",
    "kind": "LinkedField",
    "name": "deleteResource",
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
    "name": "useDeleteResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "43a225e9f544e6cc2e30f0ed42402e29",
    "id": null,
    "metadata": {},
    "name": "useDeleteResourceMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteResourceMutation(\n  $input: DeleteResourceInput!\n) {\n  deleteResource(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "03916dbaa0867e722539e1620fa7ce48";

export default node;
