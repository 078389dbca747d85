/**
 * @generated SignedSource<<eeaace5bcbacca8ba7d29e30acd59254>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareInfoCard_event$data = {
  readonly eventShareInfo: {
    readonly cardImageAlt: string | null | undefined;
    readonly emailShareBody: string | null | undefined;
    readonly emailShareSubject: string | null | undefined;
    readonly facebookCardUrl: string | null | undefined;
    readonly facebookShareText: string | null | undefined;
    readonly linkedinShareText: string | null | undefined;
    readonly ogDescription: string | null | undefined;
    readonly ogTitle: string | null | undefined;
    readonly ogUrl: string | null | undefined;
    readonly twitterCardUrl: string | null | undefined;
    readonly twitterShareText: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ShareInfoCard_event";
};
export type ShareInfoCard_event$key = {
  readonly " $data"?: ShareInfoCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareInfoCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareInfoCard_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EventShareInfo",
      "kind": "LinkedField",
      "name": "eventShareInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ogTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ogDescription",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ogUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebookCardUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twitterCardUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardImageAlt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailShareSubject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailShareBody",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebookShareText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twitterShareText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "linkedinShareText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "859f462cc537a2ee7e2ed181961aeb9c";

export default node;
