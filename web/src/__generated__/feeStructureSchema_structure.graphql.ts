/**
 * @generated SignedSource<<a94fbc800a0649fefdcb7dee19321f37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type FeeOperation = "ADD" | "IGNORE" | "MULTIPLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type feeStructureSchema_structure$data = {
  readonly questions: ReadonlyArray<{
    readonly category: string;
    readonly id: string;
    readonly internalId: number;
    readonly label: string;
    readonly options: ReadonlyArray<{
      readonly field: string;
      readonly id: string;
      readonly internalId: number;
      readonly operation: FeeOperation;
    }>;
    readonly weight: number;
  }>;
  readonly " $fragmentType": "feeStructureSchema_structure";
};
export type feeStructureSchema_structure$key = {
  readonly " $data"?: feeStructureSchema_structure$data;
  readonly " $fragmentSpreads": FragmentRefs<"feeStructureSchema_structure">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "feeStructureSchema_structure"
};

(node as any).hash = "9dac9b19ed9a77f800634e0acb62ec49";

export default node;
