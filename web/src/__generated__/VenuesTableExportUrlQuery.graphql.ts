/**
 * @generated SignedSource<<3c201db231320037d3eb4dbe701a1fcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VenueSortField = "ADDRESS" | "CAPACITY" | "CITY" | "NAME" | "STATE" | "ZIP_CODE" | "%future added value";
export type VenuesTableExportUrlQuery$variables = {
  searchQuery?: string | null | undefined;
  sortBy?: VenueSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type VenuesTableExportUrlQuery$data = {
  readonly venueExportUrl: string;
};
export type VenuesTableExportUrlQuery = {
  response: VenuesTableExportUrlQuery$data;
  variables: VenuesTableExportUrlQuery$variables;
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
    "name": "venueExportUrl",
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
    "name": "VenuesTableExportUrlQuery",
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
    "name": "VenuesTableExportUrlQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "0198187d9666b9cf8658091208975fac",
    "id": null,
    "metadata": {},
    "name": "VenuesTableExportUrlQuery",
    "operationKind": "query",
    "text": "query VenuesTableExportUrlQuery(\n  $sortBy: VenueSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  venueExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)\n}\n"
  }
};
})();

(node as any).hash = "fc751e0edcbe911e26bb69cd7cb61e2c";

export default node;
