/**
 * @generated SignedSource<<eb8750481b2dec7aa576143b13b8c86b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useTemplateContext_query">;
  readonly " $fragmentType": "EmailTemplateForm_query";
};
export type EmailTemplateForm_query$key = {
  readonly " $data"?: EmailTemplateForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateForm_query">;
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
  "name": "EmailTemplateForm_query",
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

(node as any).hash = "2428c8d708e929a27a1757fa8d125678";

export default node;
