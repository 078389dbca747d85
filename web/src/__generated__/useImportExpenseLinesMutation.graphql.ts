/**
 * @generated SignedSource<<697b7a4e2a0e23e2db06b1f14451eda3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportExpenseLinesInput = {
  rows: ReadonlyArray<ExpenseImportRowInput>;
};
export type ExpenseImportRowInput = {
  amount?: string | null | undefined;
  event?: string | null | undefined;
  expenseType?: string | null | undefined;
  paymentDate?: string | null | undefined;
  rowNumber: number;
  speaker?: string | null | undefined;
  status?: string | null | undefined;
};
export type useImportExpenseLinesMutation$variables = {
  input: ImportExpenseLinesInput;
};
export type useImportExpenseLinesMutation$data = {
  readonly importExpenseLines: {
    readonly created: number;
    readonly failed: number;
    readonly results: ReadonlyArray<{
      readonly errors: ReadonlyArray<string>;
      readonly lineId: string | null | undefined;
      readonly rowNumber: number;
    }>;
  } | null | undefined;
};
export type useImportExpenseLinesMutation = {
  response: useImportExpenseLinesMutation$data;
  variables: useImportExpenseLinesMutation$variables;
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
    "concreteType": "ImportExpenseLinesPayload",
    "kind": "LinkedField",
    "name": "importExpenseLines",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ExpenseImportResult",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lineId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errors",
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
    "name": "useImportExpenseLinesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportExpenseLinesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b6b21fe8efda852604a1935cab53551e",
    "id": null,
    "metadata": {},
    "name": "useImportExpenseLinesMutation",
    "operationKind": "mutation",
    "text": "mutation useImportExpenseLinesMutation(\n  $input: ImportExpenseLinesInput!\n) {\n  importExpenseLines(input: $input) {\n    created\n    failed\n    results {\n      rowNumber\n      lineId\n      errors\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4242a11e985b984a6e8f2f378974864a";

export default node;
