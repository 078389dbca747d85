/**
 * @generated SignedSource<<6190f9e9d27a2409f3903ab03e1208bb>>
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
    "cacheID": "a7193200db7201cee856434694b61a2c",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
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
    "text": "query SpeakerFormTestQuery {\n  ...SpeakerForm_query\n}\n\nfragment SpeakerForm_query on Query {\n  viewer {\n    hiddenFields(entity: \"speaker\")\n    id\n  }\n}\n"
  }
};

(node as any).hash = "9b4a9d1b2438d0054106d58a3d4617d7";

export default node;
