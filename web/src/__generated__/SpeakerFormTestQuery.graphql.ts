/**
 * @generated SignedSource<<302801589070e72d44127bc2246665fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerFormTestQuery$variables = Record<PropertyKey, never>;
export type SpeakerFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerForm_query">;
};
export type SpeakerFormTestQuery = {
  response: SpeakerFormTestQuery$data;
  variables: SpeakerFormTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerFormTestQuery",
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
    "name": "SpeakerFormTestQuery",
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
    "cacheID": "4d36ba1a8545f8f9f6c5de5a6113faa5",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canCreateUser": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.hiddenFields": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "SpeakerFormTestQuery",
    "operationKind": "query",
    "text": "query SpeakerFormTestQuery {\n  ...SpeakerForm_query\n}\n\nfragment SpeakerForm_query on Query {\n  viewer {\n    hiddenFields(entity: \"speaker\")\n    canCreateUser: can(entity: \"user\", action: CREATE)\n    id\n  }\n}\n"
  }
};

(node as any).hash = "9b4a9d1b2438d0054106d58a3d4617d7";

export default node;
