/**
 * @generated SignedSource<<d2e6e35abaebe5198225bf83b77a54e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckMetadataDialog_check$data = {
  readonly amount: number;
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly meta: {
    readonly calculatedAmount: number;
    readonly log: ReadonlyArray<{
      readonly category: string;
      readonly field: string;
      readonly label: string;
      readonly mathLine: string | null | undefined;
    }>;
    readonly overrideAmount: number | null | undefined;
    readonly overrideReason: string | null | undefined;
    readonly rounded: boolean;
  };
  readonly shortName: string | null | undefined;
  readonly " $fragmentType": "CheckMetadataDialog_check";
};
export type CheckMetadataDialog_check$key = {
  readonly " $data"?: CheckMetadataDialog_check$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckMetadataDialog_check">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckMetadataDialog_check",
  "selections": [
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
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckMeta",
      "kind": "LinkedField",
      "name": "meta",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CheckLogEntry",
          "kind": "LinkedField",
          "name": "log",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "category",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mathLine",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "calculatedAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rounded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overrideAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overrideReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Check",
  "abstractKey": null
};

(node as any).hash = "a69af02fdbd0ac70c4f7dc82abd688f1";

export default node;
