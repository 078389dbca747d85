/**
 * @generated SignedSource<<f7b9fa5dfc3867b732a6d2adb9b819eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ExpenseStatus = "PAID" | "PENDING" | "VOID" | "%future added value";
export type UpdateExpenseLineInput = {
  amount: number;
  eventId: string;
  expenseType: string;
  id: string;
  paymentDate?: string | null | undefined;
  speakerId?: string | null | undefined;
  status: ExpenseStatus;
};
export type useUpdateExpenseLineMutation$variables = {
  input: UpdateExpenseLineInput;
};
export type useUpdateExpenseLineMutation$data = {
  readonly updateExpenseLine: {
    readonly line: {
      readonly amount: number;
      readonly expenseType: string;
      readonly id: string;
      readonly paymentDate: string | null | undefined;
      readonly status: ExpenseStatus;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateExpenseLineMutation = {
  response: useUpdateExpenseLineMutation$data;
  variables: useUpdateExpenseLineMutation$variables;
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
    "name": "updateExpenseLine",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expenseType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "useUpdateExpenseLineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateExpenseLineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1fbc3da13b5a362c5a789f9cc5bd6450",
    "id": null,
    "metadata": {},
    "name": "useUpdateExpenseLineMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateExpenseLineMutation(\n  $input: UpdateExpenseLineInput!\n) {\n  updateExpenseLine(input: $input) {\n    line {\n      id\n      expenseType\n      amount\n      paymentDate\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3ea897f8359dddcd1628d81dd9450ad";

export default node;
