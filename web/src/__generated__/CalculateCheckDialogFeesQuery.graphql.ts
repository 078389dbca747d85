/**
 * @generated SignedSource<<df0d22f4d300d1d908de731b3b02d966>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeeOperation = "ADD" | "IGNORE" | "MULTIPLY" | "%future added value";
export type CalculateCheckDialogFeesQuery$variables = {
  speakerId: string;
};
export type CalculateCheckDialogFeesQuery$data = {
  readonly speakerFees: {
    readonly outdated: boolean;
    readonly rates: ReadonlyArray<{
      readonly operation: FeeOperation;
      readonly optionId: string;
      readonly value: number;
    }>;
  } | null | undefined;
};
export type CalculateCheckDialogFeesQuery = {
  response: CalculateCheckDialogFeesQuery$data;
  variables: CalculateCheckDialogFeesQuery$variables;
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "optionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "operation",
            "storageKey": null
          },
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
    "name": "CalculateCheckDialogFeesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalculateCheckDialogFeesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "68ba795b8352ac30a5b7a4a4264d9e28",
    "id": null,
    "metadata": {},
    "name": "CalculateCheckDialogFeesQuery",
    "operationKind": "query",
    "text": "query CalculateCheckDialogFeesQuery(\n  $speakerId: ID!\n) {\n  speakerFees(speakerId: $speakerId) {\n    rates {\n      optionId\n      operation\n      value\n    }\n    outdated\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0d587d0e113794a877a4e52726c03cd";

export default node;
