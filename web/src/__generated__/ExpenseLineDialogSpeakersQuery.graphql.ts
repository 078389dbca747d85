/**
 * @generated SignedSource<<5990945ca6e84701fbf8073744180659>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ExpenseLineDialogSpeakersQuery$variables = {
  eventId: string;
};
export type ExpenseLineDialogSpeakersQuery$data = {
  readonly event: {
    readonly shortName?: string | null | undefined;
    readonly speakers?: ReadonlyArray<{
      readonly speaker: {
        readonly firstName: string | null | undefined;
        readonly id: string;
        readonly lastName: string | null | undefined;
      } | null | undefined;
      readonly speakerId: number;
    }> | null | undefined;
    readonly title?: string | null | undefined;
  } | null | undefined;
};
export type ExpenseLineDialogSpeakersQuery = {
  response: ExpenseLineDialogSpeakersQuery$data;
  variables: ExpenseLineDialogSpeakersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "eventId"
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
  "kind": "InlineFragment",
  "selections": [
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
      "concreteType": "EventSpeaker",
      "kind": "LinkedField",
      "name": "speakers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speakerId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Speaker",
          "kind": "LinkedField",
          "name": "speaker",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExpenseLineDialogSpeakersQuery",
    "selections": [
      {
        "alias": "event",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExpenseLineDialogSpeakersQuery",
    "selections": [
      {
        "alias": "event",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "22dca4f53f08c5ed975f9cbc96ad371c",
    "id": null,
    "metadata": {},
    "name": "ExpenseLineDialogSpeakersQuery",
    "operationKind": "query",
    "text": "query ExpenseLineDialogSpeakersQuery(\n  $eventId: ID!\n) {\n  event: node(id: $eventId) {\n    __typename\n    ... on Event {\n      shortName\n      title\n      speakers {\n        speakerId\n        speaker {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "25cf99f089d598c30c07cc1508020a65";

export default node;
