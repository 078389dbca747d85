/**
 * @generated SignedSource<<3335a043cde5c1d3369aaa9391745fd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LocationType = "IN_OFFICE" | "IN_VENUE" | "OUT_OF_OFFICE" | "VIRTUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventLocationCard_event$data = {
  readonly locationAddress: string | null | undefined;
  readonly locationAddressLine2: string | null | undefined;
  readonly locationCity: string | null | undefined;
  readonly locationName: string | null | undefined;
  readonly locationState: string | null | undefined;
  readonly locationType: LocationType | null | undefined;
  readonly locationZip: string | null | undefined;
  readonly venue: {
    readonly address: string | null | undefined;
    readonly city: string | null | undefined;
    readonly internalId: number;
    readonly name: string | null | undefined;
    readonly state: string | null | undefined;
    readonly zipCode: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "EventLocationCard_event";
};
export type EventLocationCard_event$key = {
  readonly " $data"?: EventLocationCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventLocationCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventLocationCard_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Venue",
      "kind": "LinkedField",
      "name": "venue",
      "plural": false,
      "selections": [
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zipCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationAddressLine2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationCity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationZip",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "8264ed914e1817a5790375523643bd77";

export default node;
