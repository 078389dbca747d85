/**
 * @generated SignedSource<<2742bf1df0be6cfdce0a69d3e2d05c57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteContractInput = {
  id: string;
};
export type useDeleteContractMutation$variables = {
  input: DeleteContractInput;
};
export type useDeleteContractMutation$data = {
  readonly deleteContract: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteContractMutation = {
  response: useDeleteContractMutation$data;
  variables: useDeleteContractMutation$variables;
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
    "name": "useDeleteContractMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteContractPayload",
        "kind": "LinkedField",
        "name": "deleteContract",
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
    "name": "useDeleteContractMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteContractPayload",
        "kind": "LinkedField",
        "name": "deleteContract",
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
    "cacheID": "b852833a9930a02dcc3572a0ea419ba4",
    "id": null,
    "metadata": {},
    "name": "useDeleteContractMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteContractMutation(\n  $input: DeleteContractInput!\n) {\n  deleteContract(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "07245057d8a2bc1d3f8e197af8c4bdae";

export default node;
