/**
 * @generated SignedSource<<23f9a7e5191dabe8008408be852bdfac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type questionValues_skipLogic$data = {
  readonly choiceRef: string;
  readonly nextQuestionRef: string | null | undefined;
  readonly order: number;
  readonly questionRef: string;
  readonly ref: string;
  readonly " $fragmentType": "questionValues_skipLogic";
};
export type questionValues_skipLogic$key = {
  readonly " $data"?: questionValues_skipLogic$data;
  readonly " $fragmentSpreads": FragmentRefs<"questionValues_skipLogic">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "questionValues_skipLogic"
};

(node as any).hash = "27bf991ff52d86f627a7ebe12d6c2f43";

export default node;
