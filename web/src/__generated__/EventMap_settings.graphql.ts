/**
 * @generated SignedSource<<b24ad7ba848773d115680311af15b9a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventMap_settings$data = {
  readonly attribution: string | null | undefined;
  readonly tileUrl: string | null | undefined;
  readonly zoom: number;
  readonly " $fragmentType": "EventMap_settings";
};
export type EventMap_settings$key = {
  readonly " $data"?: EventMap_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventMap_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventMap_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attribution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zoom",
      "storageKey": null
    }
  ],
  "type": "MapSettings",
  "abstractKey": null
};

(node as any).hash = "34351af59739f59b40e0ba84b50eccf7";

export default node;
