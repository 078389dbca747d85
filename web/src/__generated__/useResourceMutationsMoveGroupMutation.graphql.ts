/**
 * @generated SignedSource<<b0a9d37e0a6ac005aff97eb97207bbe5>>
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
export type useResourceMutationsMoveGroupMutation$variables = {
  input: MoveResourceGroupInput;
};
export type useResourceMutationsMoveGroupMutation$data = {
  readonly moveResourceGroup: {
    readonly resourceGroups: ReadonlyArray<{
      readonly id: string;
      readonly weight: number;
    }>;
  } | null | undefined;
};
export type useResourceMutationsMoveGroupMutation = {
  response: useResourceMutationsMoveGroupMutation$data;
  variables: useResourceMutationsMoveGroupMutation$variables;
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
    "name": "useResourceMutationsMoveGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsMoveGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "efea85dfac0fb63aed86809cf119345a",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsMoveGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsMoveGroupMutation(\n  $input: MoveResourceGroupInput!\n) {\n  moveResourceGroup(input: $input) {\n    resourceGroups {\n      id\n      weight\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d688b7d7f9af326863d86b422a485ed6";

export default node;
