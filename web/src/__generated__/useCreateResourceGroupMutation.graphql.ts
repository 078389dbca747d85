/**
 * @generated SignedSource<<85fb808a7998d2532d4ab14a38765b91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateResourceGroupInput = {
  name: string;
  url?: string | null | undefined;
};
export type useCreateResourceGroupMutation$variables = {
  input: CreateResourceGroupInput;
};
export type useCreateResourceGroupMutation$data = {
  readonly createResourceGroup: {
    readonly resourceGroup: {
      readonly id: string;
      readonly name: string;
      readonly url: string | null | undefined;
      readonly weight: number;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateResourceGroupMutation = {
  response: useCreateResourceGroupMutation$data;
  variables: useCreateResourceGroupMutation$variables;
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
    "name": "createResourceGroup",
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
            "name": "weight",
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
    "name": "useCreateResourceGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateResourceGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e5b502cec4e2aab060bb4e889ba15b35",
    "id": null,
    "metadata": {},
    "name": "useCreateResourceGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateResourceGroupMutation(\n  $input: CreateResourceGroupInput!\n) {\n  createResourceGroup(input: $input) {\n    resourceGroup {\n      id\n      name\n      weight\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b8c6c967eed7061dc223dd1c51e68d05";

export default node;
