/**
 * @generated SignedSource<<13b3d1937346eb7b75b00a0952628a01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerForm_query$data = {
  readonly viewer: {
    readonly canCreateUser: boolean;
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
        },
        {
          "alias": "canCreateUser",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "CREATE"
            },
            {
              "kind": "Literal",
              "name": "entity",
              "value": "user"
            }
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"CREATE\",entity:\"user\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7680bee731efd2ca74292796b73e656c";

export default node;
