/**
 * @generated SignedSource<<27e90f4978d75b79699c3adc607de8e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakersCard_event$data = {
  readonly speakers: ReadonlyArray<{
    readonly speaker: {
      readonly email: string | null | undefined;
      readonly firstName: string | null | undefined;
      readonly lastName: string | null | undefined;
    } | null | undefined;
    readonly speakerId: number;
  }> | null | undefined;
  readonly " $fragmentType": "SpeakersCard_event";
};
export type SpeakersCard_event$key = {
  readonly " $data"?: SpeakersCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeakersCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeakersCard_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EventSpeaker",
      "kind": "LinkedField",
      "name": "speakers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speakerId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Speaker",
          "kind": "LinkedField",
          "name": "speaker",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "d67fe1a1512ab7181c156d2985e9a040";

export default node;
