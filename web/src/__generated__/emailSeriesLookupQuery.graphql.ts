/**
 * @generated SignedSource<<2f3336d4810303b2b5c2129cf8dfd322>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type emailSeriesLookupQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type emailSeriesLookupQuery$data = {
  readonly emailSeries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type emailSeriesLookupQuery = {
  response: emailSeriesLookupQuery$data;
  variables: emailSeriesLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "search"
      }
    ],
    "concreteType": "EmailSeriesConnection",
    "kind": "LinkedField",
    "name": "emailSeries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailSeriesEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailSeries",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "internalId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "emailSeriesLookupQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "emailSeriesLookupQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "259af1cbb0bb5b19104ab70cf0e24e01",
    "id": null,
    "metadata": {},
    "name": "emailSeriesLookupQuery",
    "operationKind": "query",
    "text": "query emailSeriesLookupQuery(\n  $search: String\n  $first: Int!\n) {\n  emailSeries(first: $first, searchQuery: $search) {\n    edges {\n      node {\n        id\n        internalId\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3b45d82a0d536bdf727c307d3fc66dc";

export default node;
