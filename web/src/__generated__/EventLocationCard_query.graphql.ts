/**
 * @generated SignedSource<<f76be8473cf26e0ccef1085845ce4aeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventLocationCard_query$data = {
  readonly mapSettings: {
    readonly attribution: string | null | undefined;
    readonly tileUrl: string | null | undefined;
    readonly zoom: number;
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "63d0eaf1c8fea60dfdb3e8483d3e1de8";

export default node;
