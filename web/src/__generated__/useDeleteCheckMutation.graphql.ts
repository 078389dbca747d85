/**
 * @generated SignedSource<<79f322a3eedcc70080948619597f2123>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCheckInput = {
  id: string;
};
export type useDeleteCheckMutation$variables = {
  input: DeleteCheckInput;
};
export type useDeleteCheckMutation$data = {
  readonly deleteCheck: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteCheckMutation = {
  response: useDeleteCheckMutation$data;
  variables: useDeleteCheckMutation$variables;
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
    "name": "useDeleteCheckMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteCheckPayload",
        "kind": "LinkedField",
        "name": "deleteCheck",
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
    "name": "useDeleteCheckMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteCheckPayload",
        "kind": "LinkedField",
        "name": "deleteCheck",
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
    "cacheID": "fddc2efe64af4ebbf1002b187b0287f7",
    "id": null,
    "metadata": {},
    "name": "useDeleteCheckMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteCheckMutation(\n  $input: DeleteCheckInput!\n) {\n  deleteCheck(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "189c4cafedb80b501857a01162242c13";

export default node;
