/**
 * @generated SignedSource<<515647ea85b8adce81e5dafbe7601ae1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ExpenseSortField = "SHORT_NAME" | "SPEAKER_NAME" | "START_TIME" | "TITLE" | "TOTAL" | "%future added value";
export type ExpensesTableExportUrlQuery$variables = {
  searchQuery?: string | null | undefined;
  sortBy?: ExpenseSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
  years?: ReadonlyArray<number> | null | undefined;
};
export type ExpensesTableExportUrlQuery$data = {
  readonly expenseExportUrl: string;
};
export type ExpensesTableExportUrlQuery = {
  response: ExpensesTableExportUrlQuery$data;
  variables: ExpensesTableExportUrlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "years"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "searchQuery"
      },
      {
        "kind": "Variable",
        "name": "sortBy",
        "variableName": "sortBy"
      },
      {
        "kind": "Variable",
        "name": "sortDesc",
        "variableName": "sortDesc"
      },
      {
        "kind": "Variable",
        "name": "years",
        "variableName": "years"
      }
    ],
    "kind": "ScalarField",
    "name": "expenseExportUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExpensesTableExportUrlQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExpensesTableExportUrlQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "053a3beab7b3c1e1b219fe556b73161a",
    "id": null,
    "metadata": {},
    "name": "ExpensesTableExportUrlQuery",
    "operationKind": "query",
    "text": "query ExpensesTableExportUrlQuery(\n  $sortBy: ExpenseSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $years: [Int!]\n) {\n  expenseExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, years: $years)\n}\n"
  }
};
})();

(node as any).hash = "d3511fc2c1f1a4b795041a89d6eb6ffe";

export default node;
