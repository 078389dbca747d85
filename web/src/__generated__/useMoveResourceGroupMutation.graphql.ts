/**
 * @generated SignedSource<<9b08bbfd2236b5e4b7dd1445d4fea255>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceGroupMove = "DOWN" | "UP" | "%future added value";
export type MoveResourceGroupInput = {
  direction: ResourceGroupMove;
  id: string;
};
export type useMoveResourceGroupMutation$variables = {
  input: MoveResourceGroupInput;
};
export type useMoveResourceGroupMutation$data = {
  readonly moveResourceGroup: {
    readonly resourceGroups: ReadonlyArray<{
      readonly id: string;
      readonly weight: number;
    }>;
  } | null | undefined;
};
export type useMoveResourceGroupMutation = {
  response: useMoveResourceGroupMutation$data;
  variables: useMoveResourceGroupMutation$variables;
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
    "concreteType": "MoveResourceGroupPayload",
    "kind": "LinkedField",
    "name": "moveResourceGroup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ResourceGroup",
        "kind": "LinkedField",
        "name": "resourceGroups",
        "plural": true,
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
            "name": "weight",
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
    "name": "useMoveResourceGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveResourceGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b6f39401f2eafde2eec04630246b59db",
    "id": null,
    "metadata": {},
    "name": "useMoveResourceGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveResourceGroupMutation(\n  $input: MoveResourceGroupInput!\n) {\n  moveResourceGroup(input: $input) {\n    resourceGroups {\n      id\n      weight\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8831b0e218020b72c987f9f4c20e8a51";

export default node;
