/**
 * @generated SignedSource<<049a6285e7958048626031d10140a54b>>
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
      readonly credentials: string | null | undefined;
      readonly email: string | null | undefined;
      readonly firstName: string | null | undefined;
      readonly lastName: string | null | undefined;
      readonly specialty: string | null | undefined;
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "credentials",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "specialty",
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

(node as any).hash = "4a02c1690ebd0e4b4ecac4eff5dd4f35";

export default node;
