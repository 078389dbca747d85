/**
 * @generated SignedSource<<aa0c41d475620a6db91f1ce51ac26d87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TopicDialogSlideDeckQuery$variables = {
  id: string;
};
export type TopicDialogSlideDeckQuery$data = {
  readonly node: {
    readonly slideDeck?: {
      readonly downloadUrl: string;
      readonly fileName: string;
    } | null | undefined;
  } | null | undefined;
};
export type TopicDialogSlideDeckQuery = {
  response: TopicDialogSlideDeckQuery$data;
  variables: TopicDialogSlideDeckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SlideDeck",
      "kind": "LinkedField",
      "name": "slideDeck",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TopicDialogSlideDeckQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "TopicDialogSlideDeckQuery",
    "selections": [
      {
        "alias": null,
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa4047633cbcf7ca66acc2edde93926a",
    "id": null,
    "metadata": {},
    "name": "TopicDialogSlideDeckQuery",
    "operationKind": "query",
    "text": "query TopicDialogSlideDeckQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Topic {\n      slideDeck {\n        fileName\n        downloadUrl\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "df41ef0be345792590304f97c1049201";

export default node;
