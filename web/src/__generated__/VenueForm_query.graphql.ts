/**
 * @generated SignedSource<<d382bd4bcce21c8f390b6b78b279f6c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueForm_query$data = {
  readonly mapSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"EventMap_settings">;
  };
  readonly " $fragmentType": "VenueForm_query";
};
export type VenueForm_query$key = {
  readonly " $data"?: VenueForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VenueForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VenueForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MapSettings",
      "kind": "LinkedField",
      "name": "mapSettings",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EventMap_settings"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b8c2a0a75e87fdbb150cb2944a2df0d0";

export default node;
