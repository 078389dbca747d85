/**
 * @generated SignedSource<<9a939ee83632db9b793c7866527dcc74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventStatusBadge_event$data = {
  readonly status: EventStatus | null | undefined;
  readonly " $fragmentType": "EventStatusBadge_event";
};
export type EventStatusBadge_event$key = {
  readonly " $data"?: EventStatusBadge_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventStatusBadge_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventStatusBadge_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "844c12e57668a69c1521a79698c869d3";

export default node;
