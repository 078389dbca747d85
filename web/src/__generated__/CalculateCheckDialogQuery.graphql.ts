/**
 * @generated SignedSource<<51ef2615e9295ba8f162f555660cfce0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeeOperation = "ADD" | "IGNORE" | "MULTIPLY" | "%future added value";
export type CalculateCheckDialogQuery$variables = Record<PropertyKey, never>;
export type CalculateCheckDialogQuery$data = {
  readonly events: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalId: number;
        readonly shortName: string | null | undefined;
        readonly startTime: string | null | undefined;
        readonly title: string | null | undefined;
        readonly zone: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly feeStructure: {
    readonly questions: ReadonlyArray<{
      readonly category: string;
      readonly id: string;
      readonly label: string;
      readonly options: ReadonlyArray<{
        readonly field: string;
        readonly id: string;
        readonly operation: FeeOperation;
      }>;
      readonly weight: number;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly tenant: {
      readonly rounding: boolean;
    };
  } | null | undefined;
};
export type CalculateCheckDialogQuery = {
  response: CalculateCheckDialogQuery$data;
  variables: CalculateCheckDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    {
      "alias": "rounding",
      "args": [
        {
          "kind": "Literal",
          "name": "id",
          "value": "feeCalculatorRoundingEnabled"
        }
      ],
      "kind": "ScalarField",
      "name": "flag",
      "storageKey": "flag(id:\"feeCalculatorRoundingEnabled\")"
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "FeeStructure",
  "kind": "LinkedField",
  "name": "feeStructure",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeeQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeeOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "operation",
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
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": -1
    },
    {
      "kind": "Literal",
      "name": "sortBy",
      "value": "START_TIME"
    },
    {
      "kind": "Literal",
      "name": "sortDesc",
      "value": true
    }
  ],
  "concreteType": "EventConnection",
  "kind": "LinkedField",
  "name": "events",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EventEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Event",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
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
              "name": "shortName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startTime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zone",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "events(first:-1,sortBy:\"START_TIME\",sortDesc:true)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalculateCheckDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalculateCheckDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f0110a5be76ab9f518495ff1650009f0",
    "id": null,
    "metadata": {},
    "name": "CalculateCheckDialogQuery",
    "operationKind": "query",
    "text": "query CalculateCheckDialogQuery {\n  viewer {\n    tenant {\n      rounding: flag(id: \"feeCalculatorRoundingEnabled\")\n    }\n    id\n  }\n  feeStructure {\n    questions {\n      id\n      label\n      category\n      weight\n      options {\n        id\n        field\n        operation\n      }\n    }\n  }\n  events(first: -1, sortBy: START_TIME, sortDesc: true) {\n    edges {\n      node {\n        id\n        internalId\n        shortName\n        title\n        startTime\n        zone\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4860b93fa44d13dcb3cf2fc702eae0c3";

export default node;
