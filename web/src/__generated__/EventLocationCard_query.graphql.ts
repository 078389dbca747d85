/**
 * @generated SignedSource<<dfb16888c1e0c37ad078e251adf34fa5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventLocationCard_query$data = {
  readonly mapSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"EventMap_settings">;
  };
  readonly " $fragmentType": "EventLocationCard_query";
};
export type EventLocationCard_query$key = {
  readonly " $data"?: EventLocationCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventLocationCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventLocationCard_query",
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

(node as any).hash = "49f9106a3ceb150fc03fbb654df84a25";

export default node;
