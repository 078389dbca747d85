/**
 * @generated SignedSource<<2011dd74d2f8aa2e1b6c9404f6ba8559>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventEmailDeliveryCardTestQuery$variables = {
  id: number;
};
export type EventEmailDeliveryCardTestQuery$data = {
  readonly event: {
    readonly " $fragmentSpreads": FragmentRefs<"EventEmailDeliveryCard_event">;
  } | null | undefined;
};
export type EventEmailDeliveryCardTestQuery = {
  response: EventEmailDeliveryCardTestQuery$data;
  variables: EventEmailDeliveryCardTestQuery$variables;
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
    "name": "internalId",
    "variableName": "id"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": [
    "QUEUED",
    "SENDING",
    "SENT",
    "FAILED",
    "SUPPRESSED",
    "MISSED",
    "CANCELLED"
  ],
  "nullable": false,
  "plural": false,
  "type": "MailStatus"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventEmailDeliveryCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventEmailDeliveryCard_event"
          }
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
    "name": "EventEmailDeliveryCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailSeriesId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "EventEmailDeliveryConnection",
            "kind": "LinkedField",
            "name": "emailDelivery",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MailStatusCount",
                "kind": "LinkedField",
                "name": "counts",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EventEmailDeliveryEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmailDeliveryRow",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rowId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "to",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "templateName",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sendAfter",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sentAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastError",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "emailDelivery(first:10)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "EventEmailDeliveryCard_emailDelivery",
            "kind": "LinkedHandle",
            "name": "emailDelivery"
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
    "cacheID": "a1cce9ef222e9d1f397c245596fde5b2",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "event": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Event"
        },
        "event.emailDelivery": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EventEmailDeliveryConnection"
        },
        "event.emailDelivery.counts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MailStatusCount"
        },
        "event.emailDelivery.counts.count": (v4/*:: as any*/),
        "event.emailDelivery.counts.status": (v5/*:: as any*/),
        "event.emailDelivery.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EventEmailDeliveryEdge"
        },
        "event.emailDelivery.edges.cursor": (v6/*:: as any*/),
        "event.emailDelivery.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "EmailDeliveryRow"
        },
        "event.emailDelivery.edges.node.__typename": (v6/*:: as any*/),
        "event.emailDelivery.edges.node.kind": (v6/*:: as any*/),
        "event.emailDelivery.edges.node.lastError": (v7/*:: as any*/),
        "event.emailDelivery.edges.node.rowId": (v4/*:: as any*/),
        "event.emailDelivery.edges.node.sendAfter": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "event.emailDelivery.edges.node.sentAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "event.emailDelivery.edges.node.status": (v5/*:: as any*/),
        "event.emailDelivery.edges.node.templateName": (v7/*:: as any*/),
        "event.emailDelivery.edges.node.to": (v7/*:: as any*/),
        "event.emailDelivery.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "event.emailDelivery.pageInfo.endCursor": (v7/*:: as any*/),
        "event.emailDelivery.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "event.emailDelivery.totalCount": (v4/*:: as any*/),
        "event.emailSeriesId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "event.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "event.zone": (v7/*:: as any*/)
      }
    },
    "name": "EventEmailDeliveryCardTestQuery",
    "operationKind": "query",
    "text": "query EventEmailDeliveryCardTestQuery(\n  $id: Int!\n) {\n  event(internalId: $id) {\n    ...EventEmailDeliveryCard_event\n    id\n  }\n}\n\nfragment EventEmailDeliveryCard_event on Event {\n  zone\n  emailSeriesId\n  emailDelivery(first: 10) {\n    counts {\n      status\n      count\n    }\n    totalCount\n    edges {\n      node {\n        rowId\n        to\n        kind\n        templateName\n        status\n        sendAfter\n        sentAt\n        lastError\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "4126372e8559c444cbf9cd3420a8f38e";

export default node;
