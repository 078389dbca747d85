/**
 * @generated SignedSource<<0a8d8017797edfc9df626a80b6543f18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceSortField = "CREATED_AT" | "EXPIRATION_DATE" | "FILE_NAME" | "GROUP" | "PRC_CODE" | "TOPIC" | "UPDATED_AT" | "YEAR" | "%future added value";
export type ResourcesTableExportQuery$variables = {
  searchQuery?: string | null | undefined;
  sortBy?: ResourceSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type ResourcesTableExportQuery$data = {
  readonly resourceExportUrl: string;
};
export type ResourcesTableExportQuery = {
  response: ResourcesTableExportQuery$data;
  variables: ResourcesTableExportQuery$variables;
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
    "name": "resourceExportUrl",
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
    "name": "ResourcesTableExportQuery",
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
    "name": "ResourcesTableExportQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "860361df878031a56424fc9056e4f015",
    "id": null,
    "metadata": {},
    "name": "ResourcesTableExportQuery",
    "operationKind": "query",
    "text": "query ResourcesTableExportQuery(\n  $sortBy: ResourceSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  resourceExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)\n}\n"
  }
};
})();

(node as any).hash = "36d675c2d5eff611989cc487c3a226c1";

export default node;
