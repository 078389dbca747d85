/**
 * @generated SignedSource<<7dccf508303c7eec5ac94f002a68eff1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceGroupCards_query$data = {
  readonly speakerResourceGroups: ReadonlyArray<{
    readonly id: string;
    readonly internalId: number;
    readonly name: string;
    readonly resourceCount: number;
    readonly url: string | null | undefined;
  }> | null | undefined;
  readonly " $fragmentType": "ResourceGroupCards_query";
};
export type ResourceGroupCards_query$key = {
  readonly " $data"?: ResourceGroupCards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceGroupCards_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "speakerId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceGroupCards_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "speakerId",
          "variableName": "speakerId"
        }
      ],
      "concreteType": "ResourceGroup",
      "kind": "LinkedField",
      "name": "speakerResourceGroups",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resourceCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bb51aa890454cf0d996aae8d4f7937e2";

export default node;
