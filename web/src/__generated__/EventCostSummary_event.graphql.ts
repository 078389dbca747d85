/**
 * @generated SignedSource<<7933ebae2218411e54eb6506a4018ec3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventCostSummary_event$data = {
  readonly expenseTotals: {
    readonly cost: number;
    readonly honoraria: number;
  } | null | undefined;
  readonly shortName: string | null | undefined;
  readonly " $fragmentType": "EventCostSummary_event";
};
export type EventCostSummary_event$key = {
  readonly " $data"?: EventCostSummary_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventCostSummary_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventCostSummary_event",
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
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "236cf3acba870bbdb2bc6d3708777604";

export default node;
