/**
 * @generated SignedSource<<7c35a0c8c9a1190eede31c63823c6c93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeeStructureFormQuery$variables = Record<PropertyKey, never>;
export type FeeStructureFormQuery$data = {
  readonly feeStructure: {
    readonly " $fragmentSpreads": FragmentRefs<"feeStructureSchema_structure">;
  } | null | undefined;
};
export type FeeStructureFormQuery = {
  response: FeeStructureFormQuery$data;
  variables: FeeStructureFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeeQuestion",
    "kind": "LinkedField",
    "name": "questions",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
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
          (v0/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeeStructureFormQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeeStructure",
        "kind": "LinkedField",
        "name": "feeStructure",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "feeStructureSchema_structure",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeeStructureFormQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeeStructure",
        "kind": "LinkedField",
        "name": "feeStructure",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4b9cc4e876c8bc834ece2e8be7126177",
    "id": null,
    "metadata": {},
    "name": "FeeStructureFormQuery",
    "operationKind": "query",
    "text": "query FeeStructureFormQuery {\n  feeStructure {\n    ...feeStructureSchema_structure\n  }\n}\n\nfragment feeStructureSchema_structure on FeeStructure {\n  questions {\n    id\n    internalId\n    label\n    category\n    weight\n    options {\n      id\n      internalId\n      field\n      operation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0379c7f2b184998ae9157e88e35da380";

export default node;
