/**
 * @generated SignedSource<<7f0438ed8f664f40d21e1ccc9264ddf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailSeriesForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useTemplateContext_query">;
  readonly " $fragmentType": "EmailSeriesForm_query";
};
export type EmailSeriesForm_query$key = {
  readonly " $data"?: EmailSeriesForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSeriesForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "product"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailSeriesForm_query",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "product",
          "variableName": "product"
        }
      ],
      "kind": "FragmentSpread",
      "name": "useTemplateContext_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ab3e7c802e15a74160cc2185707b528c";

export default node;
