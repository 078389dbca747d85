/**
 * @generated SignedSource<<52ce3847ca0a54f213c105b3dd05c954>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeeOperation = "ADD" | "IGNORE" | "MULTIPLY" | "%future added value";
export type FeeRateChange = "ADDED" | "OPERATION" | "REMOVED" | "RENAMED" | "%future added value";
export type SetSpeakerFeesDialogQuery$variables = {
  speakerId: string;
};
export type SetSpeakerFeesDialogQuery$data = {
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
    }>;
  } | null | undefined;
  readonly speaker: {
    readonly firstName?: string | null | undefined;
    readonly lastName?: string | null | undefined;
  } | null | undefined;
  readonly speakerFees: {
    readonly differences: ReadonlyArray<{
      readonly change: FeeRateChange;
      readonly now: string | null | undefined;
      readonly optionId: string;
      readonly was: string | null | undefined;
    }>;
    readonly outdated: boolean;
    readonly rates: ReadonlyArray<{
      readonly operation: FeeOperation;
      readonly optionId: string;
      readonly value: number;
    }>;
  } | null | undefined;
};
export type SetSpeakerFeesDialogQuery = {
  response: SetSpeakerFeesDialogQuery$data;
  variables: SetSpeakerFeesDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "speakerId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "speakerId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    }
  ],
  "type": "Speaker",
  "abstractKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "operation",
  "storageKey": null
},
v5 = {
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
          "concreteType": "FeeOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optionId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "speakerId",
      "variableName": "speakerId"
    }
  ],
  "concreteType": "SpeakerFees",
  "kind": "LinkedField",
  "name": "speakerFees",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SpeakerFeeRate",
      "kind": "LinkedField",
      "name": "rates",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outdated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SpeakerFeeDifference",
      "kind": "LinkedField",
      "name": "differences",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "change",
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "was",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "now",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetSpeakerFeesDialogQuery",
    "selections": [
      {
        "alias": "speaker",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetSpeakerFeesDialogQuery",
    "selections": [
      {
        "alias": "speaker",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/),
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "020b078b93782c895dd115e864125917",
    "id": null,
    "metadata": {},
    "name": "SetSpeakerFeesDialogQuery",
    "operationKind": "query",
    "text": "query SetSpeakerFeesDialogQuery(\n  $speakerId: ID!\n) {\n  speaker: node(id: $speakerId) {\n    __typename\n    ... on Speaker {\n      firstName\n      lastName\n    }\n    id\n  }\n  feeStructure {\n    questions {\n      id\n      label\n      category\n      options {\n        id\n        field\n        operation\n      }\n    }\n  }\n  speakerFees(speakerId: $speakerId) {\n    rates {\n      optionId\n      operation\n      value\n    }\n    outdated\n    differences {\n      change\n      optionId\n      was\n      now\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b7be7cc9e0c39ecfba5a10cf85facda";

export default node;
