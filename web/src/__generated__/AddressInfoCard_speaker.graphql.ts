/**
 * @generated SignedSource<<aca087723cefb05d1065cacb8fd0c7bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressInfoCard_speaker$data = {
  readonly address: string | null | undefined;
  readonly city: string | null | undefined;
  readonly id: string;
  readonly state: string | null | undefined;
  readonly zip: string | null | undefined;
  readonly " $fragmentType": "AddressInfoCard_speaker";
};
export type AddressInfoCard_speaker$key = {
  readonly " $data"?: AddressInfoCard_speaker$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressInfoCard_speaker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressInfoCard_speaker",
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
      "name": "zip",
      "storageKey": null
    }
  ],
  "type": "Speaker",
  "abstractKey": null
};

(node as any).hash = "5a369469c6efaabf2b97f5b0186bd426";

export default node;
