/**
 * @generated SignedSource<<0205b0e86279dd2d4f135fc3681aacdc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerAddRouteQuery$variables = Record<PropertyKey, never>;
export type SpeakerAddRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerForm_query">;
};
export type SpeakerAddRouteQuery = {
  response: SpeakerAddRouteQuery$data;
  variables: SpeakerAddRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerAddRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SpeakerForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SpeakerAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker"
              }
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"speaker\")"
          },
          {
            "alias": "canCreateUser",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "CREATE"
              },
              {
                "kind": "Literal",
                "name": "entity",
                "value": "user"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"user\")"
          },
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
    "cacheID": "1e2dfbf813de91d6848ec94c1f8c02f0",
    "id": null,
    "metadata": {},
    "name": "SpeakerAddRouteQuery",
    "operationKind": "query",
    "text": "query SpeakerAddRouteQuery {\n  ...SpeakerForm_query\n}\n\nfragment SpeakerForm_query on Query {\n  viewer {\n    hiddenFields(entity: \"speaker\")\n    canCreateUser: can(entity: \"user\", action: CREATE)\n    id\n  }\n}\n"
  }
};

(node as any).hash = "efc4531cf31dc8cf421eeb2a01b7c3b4";

export default node;
