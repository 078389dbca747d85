/**
 * @generated SignedSource<<3b37c61c221a7dc3c852903b9abea700>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerForm_query$data = {
  readonly viewer: {
    readonly hiddenFields: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "SpeakerForm_query";
};
export type SpeakerForm_query$key = {
  readonly " $data"?: SpeakerForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeakerForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "entity",
              "value": "speaker"
            }
          ],
          "kind": "ScalarField",
          "name": "hiddenFields",
          "storageKey": "hiddenFields(entity:\"speaker\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "22dbca53319afe0fc9763e1057291a0f";

export default node;
