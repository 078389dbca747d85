/**
 * @generated SignedSource<<be5754e899814595dd706dd391745ed6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceSortField = "CREATED_AT" | "EXPIRATION_DATE" | "FILE_NAME" | "GROUP" | "PRC_CODE" | "TOPIC" | "UPDATED_AT" | "YEAR" | "%future added value";
export type ResourceListRouteExportQuery$variables = {
  searchQuery?: string | null | undefined;
  sortBy?: ResourceSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type ResourceListRouteExportQuery$data = {
  readonly resourceExportUrl: string;
};
export type ResourceListRouteExportQuery = {
  response: ResourceListRouteExportQuery$data;
  variables: ResourceListRouteExportQuery$variables;
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
    "name": "ResourceListRouteExportQuery",
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
    "name": "ResourceListRouteExportQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "366ad6b54c16d27254440f6258d3ade9",
    "id": null,
    "metadata": {},
    "name": "ResourceListRouteExportQuery",
    "operationKind": "query",
    "text": "query ResourceListRouteExportQuery(\n  $sortBy: ResourceSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  resourceExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)\n}\n"
  }
};
})();

(node as any).hash = "1f82731cfbaf8b54f6eb24417e7b0d0e";

export default node;
