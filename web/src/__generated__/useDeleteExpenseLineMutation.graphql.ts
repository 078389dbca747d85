/**
 * @generated SignedSource<<0bf1503e4bb8d1104bb0f390654bfabe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteExpenseLineInput = {
  id: string;
};
export type useDeleteExpenseLineMutation$variables = {
  input: DeleteExpenseLineInput;
};
export type useDeleteExpenseLineMutation$data = {
  readonly deleteExpenseLine: {
    readonly deletedId: string | null | undefined;
  } | null | undefined;
};
export type useDeleteExpenseLineMutation = {
  response: useDeleteExpenseLineMutation$data;
  variables: useDeleteExpenseLineMutation$variables;
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
    "concreteType": "DeleteExpenseLinePayload",
    "kind": "LinkedField",
    "name": "deleteExpenseLine",
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
    "name": "useDeleteExpenseLineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteExpenseLineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a203dd485a971598236ac35885b7e628",
    "id": null,
    "metadata": {},
    "name": "useDeleteExpenseLineMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteExpenseLineMutation(\n  $input: DeleteExpenseLineInput!\n) {\n  deleteExpenseLine(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c50b822d95997075bbb10962fffebde1";

export default node;
