/**
 * @generated SignedSource<<ec70493fc54925654e0913f5a2b0b6e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BlackoutDatesCard_speaker$data = {
  readonly blackoutDates: ReadonlyArray<{
    readonly date: string;
    readonly id: string;
  }> | null | undefined;
  readonly events?: ReadonlyArray<{
    readonly eventId: string;
    readonly eventTitle: string | null | undefined;
    readonly startDate: string | null | undefined;
    readonly status: EventStatus | null | undefined;
    readonly zone: string | null | undefined;
  }> | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "BlackoutDatesCard_speaker";
};
export type BlackoutDatesCard_speaker$key = {
  readonly " $data"?: BlackoutDatesCard_speaker$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlackoutDatesCard_speaker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "readEvents"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlackoutDatesCard_speaker",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "BlackoutDate",
      "kind": "LinkedField",
      "name": "blackoutDates",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "condition": "readEvents",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SpeakerEvent",
          "kind": "LinkedField",
          "name": "events",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventTitle",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startDate",
              "storageKey": null
            },
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
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Speaker",
  "abstractKey": null
};
})();

(node as any).hash = "94c499d59d4b2fbeaa99693620f71fc5";

export default node;
