/**
 * @generated SignedSource<<07ad28fc683f71db356fffd450b67ce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateResourceGroupInput = {
  id: string;
  name?: string | null | undefined;
  url?: string | null | undefined;
};
export type useResourceMutationsUpdateGroupMutation$variables = {
  input: UpdateResourceGroupInput;
};
export type useResourceMutationsUpdateGroupMutation$data = {
  readonly updateResourceGroup: {
    readonly resourceGroup: {
      readonly id: string;
      readonly name: string;
      readonly url: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useResourceMutationsUpdateGroupMutation = {
  response: useResourceMutationsUpdateGroupMutation$data;
  variables: useResourceMutationsUpdateGroupMutation$variables;
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
    "concreteType": "ResourceGroupPayload",
    "kind": "LinkedField",
    "name": "updateResourceGroup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ResourceGroup",
        "kind": "LinkedField",
        "name": "resourceGroup",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
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
    "name": "useResourceMutationsUpdateGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsUpdateGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5f195ee2d61ac53ee5772e040e5c13ee",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsUpdateGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsUpdateGroupMutation(\n  $input: UpdateResourceGroupInput!\n) {\n  updateResourceGroup(input: $input) {\n    resourceGroup {\n      id\n      name\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3ce8a6266f8d9f86c75c9512cbcc03b";

export default node;
