/**
 * @generated SignedSource<<e98adbe1ef7771eb557ef0f9737df44e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeadshotCard_speaker$data = {
  readonly avatarImgUrl: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly id: string;
  readonly lastName: string | null | undefined;
  readonly " $fragmentType": "HeadshotCard_speaker";
};
export type HeadshotCard_speaker$key = {
  readonly " $data"?: HeadshotCard_speaker$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeadshotCard_speaker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeadshotCard_speaker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "avatarImgUrl",
      "storageKey": null
    }
  ],
  "type": "Speaker",
  "abstractKey": null
};

(node as any).hash = "d15cd754fdbf8e9cbf6f316f691c815e";

export default node;
