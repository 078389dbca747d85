/**
 * @generated SignedSource<<8538189e92a88a28c80651db142df7bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventCostSummaryTestQuery$variables = Record<PropertyKey, never>;
export type EventCostSummaryTestQuery$data = {
  readonly event: {
    readonly " $fragmentSpreads": FragmentRefs<"EventCostSummary_event">;
  } | null | undefined;
};
export type EventCostSummaryTestQuery = {
  response: EventCostSummaryTestQuery$data;
  variables: EventCostSummaryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalId",
    "value": 7
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventCostSummaryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventCostSummary_event"
          }
        ],
        "storageKey": "event(internalId:7)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EventCostSummaryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
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
            "concreteType": "EventExpenseTotals",
            "kind": "LinkedField",
            "name": "expenseTotals",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cost",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "honoraria",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "event(internalId:7)"
      }
    ]
  },
  "params": {
    "cacheID": "67e06b7226cadb59cedbe4eeabbd32c5",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "event": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Event"
        },
        "event.expenseTotals": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EventExpenseTotals"
        },
        "event.expenseTotals.cost": (v1/*:: as any*/),
        "event.expenseTotals.honoraria": (v1/*:: as any*/),
        "event.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "event.shortName": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "EventCostSummaryTestQuery",
    "operationKind": "query",
    "text": "query EventCostSummaryTestQuery {\n  event(internalId: 7) {\n    ...EventCostSummary_event\n    id\n  }\n}\n\nfragment EventCostSummary_event on Event {\n  shortName\n  expenseTotals {\n    cost\n    honoraria\n  }\n}\n"
  }
};
})();

(node as any).hash = "b609c8f1bd9d74b2e58b91ddff469889";

export default node;
