/**
 * @generated SignedSource<<9fdee6415c027a4ac40aa44a0c0eb3d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileFieldType = "BOOLEAN" | "DATE" | "FILE" | "NUMBER" | "TEXT" | "TEXTAREA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomGroupCard_group$data = {
  readonly disabled: boolean;
  readonly fields: ReadonlyArray<{
    readonly id: string;
    readonly internalId: number;
    readonly name: string;
    readonly type: ProfileFieldType;
    readonly value: string | null | undefined;
  }>;
  readonly name: string;
  readonly " $fragmentType": "CustomGroupCard_group";
};
export type CustomGroupCard_group$key = {
  readonly " $data"?: CustomGroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomGroupCard_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomGroupCard_group",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SpeakerProfileField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
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
          "name": "internalId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SpeakerProfileGroup",
  "abstractKey": null
};
})();

(node as any).hash = "bcd4a9b704f051a4fb155d4c0f1cfe9e";

export default node;
