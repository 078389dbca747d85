/**
 * @generated SignedSource<<f5e4566580b3423d9ca8010d08f6a12e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type manualTriggerLookupsEventsQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type manualTriggerLookupsEventsQuery$data = {
  readonly events: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalId: number;
        readonly shortName: string | null | undefined;
        readonly title: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type manualTriggerLookupsEventsQuery = {
  response: manualTriggerLookupsEventsQuery$data;
  variables: manualTriggerLookupsEventsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "search"
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
                "name": "internalId",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "manualTriggerLookupsEventsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "manualTriggerLookupsEventsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "922f6fe569fddb6a7900a898838b1cd9",
    "id": null,
    "metadata": {},
    "name": "manualTriggerLookupsEventsQuery",
    "operationKind": "query",
    "text": "query manualTriggerLookupsEventsQuery(\n  $search: String\n  $first: Int!\n) {\n  events(first: $first, searchQuery: $search) {\n    edges {\n      node {\n        id\n        internalId\n        shortName\n        title\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "edbd32e43a06047e353b06f7c36efafa";

export default node;
