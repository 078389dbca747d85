/**
 * @generated SignedSource<<0c90d7a394ea8c28e7bb84cd21f2eb9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddBlackoutDatesInput = {
  dates: ReadonlyArray<string>;
  speakerId: string;
};
export type useAddBlackoutDatesMutation$variables = {
  input: AddBlackoutDatesInput;
};
export type useAddBlackoutDatesMutation$data = {
  readonly addBlackoutDates: {
    readonly blackoutDates: ReadonlyArray<{
      readonly date: string;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type useAddBlackoutDatesMutation = {
  response: useAddBlackoutDatesMutation$data;
  variables: useAddBlackoutDatesMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AddBlackoutDatesPayload",
    "kind": "LinkedField",
    "name": "addBlackoutDates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BlackoutDate",
        "kind": "LinkedField",
        "name": "blackoutDates",
        "plural": true,
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
            "name": "date",
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
    "name": "useAddBlackoutDatesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddBlackoutDatesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c85b0f77ed36d022f2003118ec182716",
    "id": null,
    "metadata": {},
    "name": "useAddBlackoutDatesMutation",
    "operationKind": "mutation",
    "text": "mutation useAddBlackoutDatesMutation(\n  $input: AddBlackoutDatesInput!\n) {\n  addBlackoutDates(input: $input) {\n    blackoutDates {\n      id\n      date\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "216b909f8798b9317cf335a8ff478738";

export default node;
