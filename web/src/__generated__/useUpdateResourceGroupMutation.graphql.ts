/**
 * @generated SignedSource<<d67541e9f24794e095ab64f2c836fb9c>>
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
export type useUpdateResourceGroupMutation$variables = {
  input: UpdateResourceGroupInput;
};
export type useUpdateResourceGroupMutation$data = {
  readonly updateResourceGroup: {
    readonly resourceGroup: {
      readonly id: string;
      readonly name: string;
      readonly url: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateResourceGroupMutation = {
  response: useUpdateResourceGroupMutation$data;
  variables: useUpdateResourceGroupMutation$variables;
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
    "name": "useUpdateResourceGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateResourceGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "01ff8a8b007c23217609982e8541b0b6",
    "id": null,
    "metadata": {},
    "name": "useUpdateResourceGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateResourceGroupMutation(\n  $input: UpdateResourceGroupInput!\n) {\n  updateResourceGroup(input: $input) {\n    resourceGroup {\n      id\n      name\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1959d40c4aa48cac2d2d3814419ac67";

export default node;
