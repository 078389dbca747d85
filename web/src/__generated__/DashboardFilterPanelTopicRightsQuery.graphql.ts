/**
 * @generated SignedSource<<6a661b54115ee350b3f27d777bd7b4d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardFilterPanelTopicRightsQuery$variables = Record<PropertyKey, never>;
export type DashboardFilterPanelTopicRightsQuery$data = {
  readonly viewer: {
    readonly canReadTopics: boolean;
  } | null | undefined;
};
export type DashboardFilterPanelTopicRightsQuery = {
  response: DashboardFilterPanelTopicRightsQuery$data;
  variables: DashboardFilterPanelTopicRightsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": "canReadTopics",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "READ"
    },
    {
      "kind": "Literal",
      "name": "entity",
      "value": "topic"
    }
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"READ\",entity:\"topic\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardFilterPanelTopicRightsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "DashboardFilterPanelTopicRightsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "321a6f4a4b1b37fa6330ff8f567f9fa0",
    "id": null,
    "metadata": {},
    "name": "DashboardFilterPanelTopicRightsQuery",
    "operationKind": "query",
    "text": "query DashboardFilterPanelTopicRightsQuery {\n  viewer {\n    canReadTopics: can(entity: \"topic\", action: READ)\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "343c08c49a96fefc8b813f726267c401";

export default node;
