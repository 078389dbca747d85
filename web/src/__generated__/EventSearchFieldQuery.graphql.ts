/**
 * @generated SignedSource<<c0ea5c12b7d2b6fdb44ee6be399b9e90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventSearchFieldQuery$variables = {
  searchQuery?: string | null | undefined;
};
export type EventSearchFieldQuery$data = {
  readonly events: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly shortName: string | null | undefined;
        readonly title: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type EventSearchFieldQuery = {
  response: EventSearchFieldQuery$data;
  variables: EventSearchFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "filters",
        "value": {
          "selectedStatuses": [
            "IN_PROGRESS",
            "CONFIRMED",
            "COMPLETE"
          ]
        }
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "searchQuery"
      }
    ],
    "concreteType": "EventConnection",
    "kind": "LinkedField",
    "name": "events",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EventEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "shortName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
            ],
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
    "name": "EventSearchFieldQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventSearchFieldQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2bf3044f9df205211a043505f5d555ee",
    "id": null,
    "metadata": {},
    "name": "EventSearchFieldQuery",
    "operationKind": "query",
    "text": "query EventSearchFieldQuery(\n  $searchQuery: String\n) {\n  events(first: 10, searchQuery: $searchQuery, filters: {selectedStatuses: [IN_PROGRESS, CONFIRMED, COMPLETE]}) {\n    edges {\n      node {\n        id\n        shortName\n        title\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d549765783e1dc00fa346dd1548fcd7";

export default node;
