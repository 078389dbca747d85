/**
 * @generated SignedSource<<0d066b9ceb229b2964ca7aa2d76070a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeeOperation = "ADD" | "IGNORE" | "MULTIPLY" | "%future added value";
export type SaveFeeStructureInput = {
  questions: ReadonlyArray<FeeQuestionInput>;
};
export type FeeQuestionInput = {
  category: string;
  id?: string | null | undefined;
  label: string;
  options: ReadonlyArray<FeeOptionInput>;
  weight: number;
};
export type FeeOptionInput = {
  field: string;
  id?: string | null | undefined;
  operation?: FeeOperation | null | undefined;
};
export type useSaveFeeStructureMutation$variables = {
  input: SaveFeeStructureInput;
};
export type useSaveFeeStructureMutation$data = {
  readonly saveFeeStructure: {
    readonly feeStructure: {
      readonly " $fragmentSpreads": FragmentRefs<"feeStructureSchema_structure">;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveFeeStructureMutation = {
  response: useSaveFeeStructureMutation$data;
  variables: useSaveFeeStructureMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeeQuestion",
    "kind": "LinkedField",
    "name": "questions",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveFeeStructureMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FeeStructurePayload",
        "kind": "LinkedField",
        "name": "saveFeeStructure",
        "plural": false,
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
                "selections": (v4/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveFeeStructureMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FeeStructurePayload",
        "kind": "LinkedField",
        "name": "saveFeeStructure",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FeeStructure",
            "kind": "LinkedField",
            "name": "feeStructure",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "66bb752fb34a7daf2c1f5cdee22f7102",
    "id": null,
    "metadata": {},
    "name": "useSaveFeeStructureMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveFeeStructureMutation(\n  $input: SaveFeeStructureInput!\n) {\n  saveFeeStructure(input: $input) {\n    feeStructure {\n      ...feeStructureSchema_structure\n    }\n  }\n}\n\nfragment feeStructureSchema_structure on FeeStructure {\n  questions {\n    id\n    internalId\n    label\n    category\n    weight\n    options {\n      id\n      internalId\n      field\n      operation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "64601a05756497395a5cdc5a4d335435";

export default node;
