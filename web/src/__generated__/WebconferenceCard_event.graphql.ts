/**
 * @generated SignedSource<<8cc42188640d5e3863e68c401b74de98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebconferenceCard_event$data = {
  readonly conference: {
    readonly details: string | null | undefined;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "WebconferenceCard_event";
};
export type WebconferenceCard_event$key = {
  readonly " $data"?: WebconferenceCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebconferenceCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebconferenceCard_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Conference",
      "kind": "LinkedField",
      "name": "conference",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "details",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "328310b9888c6a5597272e0e857a0da5";

export default node;
