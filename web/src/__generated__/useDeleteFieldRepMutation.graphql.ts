/**
 * @generated SignedSource<<fb7bc3391b7f9d39454ac697110de4b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFieldRepInput = {
  id: string;
};
export type useDeleteFieldRepMutation$variables = {
  input: DeleteFieldRepInput;
};
export type useDeleteFieldRepMutation$data = {
  readonly deleteFieldRep: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteFieldRepMutation = {
  response: useDeleteFieldRepMutation$data;
  variables: useDeleteFieldRepMutation$variables;
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
    "name": "useDeleteFieldRepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteFieldRepPayload",
        "kind": "LinkedField",
        "name": "deleteFieldRep",
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
    "name": "useDeleteFieldRepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteFieldRepPayload",
        "kind": "LinkedField",
        "name": "deleteFieldRep",
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
    "cacheID": "db556b175960bba0b3207f6c0b0339b6",
    "id": null,
    "metadata": {},
    "name": "useDeleteFieldRepMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteFieldRepMutation(\n  $input: DeleteFieldRepInput!\n) {\n  deleteFieldRep(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "aaec927560e338f1d89f17053074bc16";

export default node;
