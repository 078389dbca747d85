/**
 * @generated SignedSource<<60246ce424ef4f4ee121a2eee62d2dbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CheckSortField = "AMOUNT" | "CREATED_AT" | "FIRST_NAME" | "LAST_NAME" | "SHORT_NAME" | "%future added value";
export type ChecksTableExportUrlQuery$variables = {
  searchQuery?: string | null | undefined;
  sortBy?: CheckSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type ChecksTableExportUrlQuery$data = {
  readonly checkExportUrl: string;
};
export type ChecksTableExportUrlQuery = {
  response: ChecksTableExportUrlQuery$data;
  variables: ChecksTableExportUrlQuery$variables;
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
v3 = [
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
      }
    ],
    "kind": "ScalarField",
    "name": "checkExportUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChecksTableExportUrlQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ChecksTableExportUrlQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4e0a536198b61aac3cf54497d830127a",
    "id": null,
    "metadata": {},
    "name": "ChecksTableExportUrlQuery",
    "operationKind": "query",
    "text": "query ChecksTableExportUrlQuery(\n  $sortBy: CheckSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  checkExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)\n}\n"
  }
};
})();

(node as any).hash = "0887764096333d0bef36c21c3bfae162";

export default node;
