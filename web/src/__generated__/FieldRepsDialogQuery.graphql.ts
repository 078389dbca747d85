/**
 * @generated SignedSource<<5ea8f035da15fcdd1f6e10b94b1b037d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FieldRepsDialogQuery$variables = {
  first: number;
  page: number;
  searchQuery?: string | null | undefined;
};
export type FieldRepsDialogQuery$data = {
  readonly fieldReps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string | null | undefined;
        readonly id: string;
        readonly name: string | null | undefined;
        readonly phone: string | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
};
export type FieldRepsDialogQuery = {
  response: FieldRepsDialogQuery$data;
  variables: FieldRepsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  }
],
v1 = [
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
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "searchQuery"
      }
    ],
    "concreteType": "FieldRepConnection",
    "kind": "LinkedField",
    "name": "fieldReps",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldRepEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldRep",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FieldRepsDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FieldRepsDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d45f699a8d69ad8a669839d564b926a1",
    "id": null,
    "metadata": {},
    "name": "FieldRepsDialogQuery",
    "operationKind": "query",
    "text": "query FieldRepsDialogQuery(\n  $first: Int!\n  $page: Int!\n  $searchQuery: String\n) {\n  fieldReps(first: $first, page: $page, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ecc6a6e3849fa7b27bdb539fc6140a7f";

export default node;
