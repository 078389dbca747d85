/**
 * @generated SignedSource<<ecb79987ba49a973a335f7870e4c4d69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ExpenseStatus = "PAID" | "PENDING" | "VOID" | "%future added value";
export type AddExpenseLineInput = {
  amount: number;
  eventId: string;
  expenseType: string;
  paymentDate?: string | null | undefined;
  speakerId?: string | null | undefined;
  status: ExpenseStatus;
};
export type useAddExpenseLineMutation$variables = {
  input: AddExpenseLineInput;
};
export type useAddExpenseLineMutation$data = {
  readonly addExpenseLine: {
    readonly line: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useAddExpenseLineMutation = {
  response: useAddExpenseLineMutation$data;
  variables: useAddExpenseLineMutation$variables;
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
    "concreteType": "ExpenseLinePayload",
    "kind": "LinkedField",
    "name": "addExpenseLine",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ExpenseLine",
        "kind": "LinkedField",
        "name": "line",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useAddExpenseLineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddExpenseLineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b42721a6891cb2760e29f3e65fa4f274",
    "id": null,
    "metadata": {},
    "name": "useAddExpenseLineMutation",
    "operationKind": "mutation",
    "text": "mutation useAddExpenseLineMutation(\n  $input: AddExpenseLineInput!\n) {\n  addExpenseLine(input: $input) {\n    line {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c679cedc3c70f312eaa67313641cc00";

export default node;
