/**
 * @generated SignedSource<<5c03789f59cb9f36be5296e52f6bdbb9>>
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
export type useResourceMutationsCreateGroupMutation$variables = {
  input: CreateResourceGroupInput;
};
export type useResourceMutationsCreateGroupMutation$data = {
  readonly createResourceGroup: {
    readonly resourceGroup: {
      readonly id: string;
      readonly name: string;
      readonly url: string | null | undefined;
      readonly weight: number;
    } | null | undefined;
  } | null | undefined;
};
export type useResourceMutationsCreateGroupMutation = {
  response: useResourceMutationsCreateGroupMutation$data;
  variables: useResourceMutationsCreateGroupMutation$variables;
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
    "name": "useResourceMutationsCreateGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsCreateGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "413d5834da85f5a7aa234f2b9d44726b",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsCreateGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsCreateGroupMutation(\n  $input: CreateResourceGroupInput!\n) {\n  createResourceGroup(input: $input) {\n    resourceGroup {\n      id\n      name\n      weight\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "402f191e3805a1e9faff5d883bd56ac2";

export default node;
