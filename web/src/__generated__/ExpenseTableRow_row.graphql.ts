/**
 * @generated SignedSource<<c0f814440b4111ed48a6c0880c8a49f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExpenseStatus = "PAID" | "PENDING" | "VOID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpenseTableRow_row$data = {
  readonly eventId: string;
  readonly firstName: string | null | undefined;
  readonly id: string;
  readonly lastName: string | null | undefined;
  readonly lines: ReadonlyArray<{
    readonly amount: number;
    readonly checkId: string | null | undefined;
    readonly expenseType: string;
    readonly id: string;
    readonly paymentDate: string | null | undefined;
    readonly status: ExpenseStatus;
  }>;
  readonly shortName: string | null | undefined;
  readonly speakerId: string | null | undefined;
  readonly startTime: string | null | undefined;
  readonly title: string | null | undefined;
  readonly total: number;
  readonly zone: string | null | undefined;
  readonly " $fragmentType": "ExpenseTableRow_row";
};
export type ExpenseTableRow_row$key = {
  readonly " $data"?: ExpenseTableRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpenseTableRow_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpenseTableRow_row",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventId",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speakerId",
      "storageKey": null
    },
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
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExpenseLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expenseType",
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
          "kind": "ScalarField",
          "name": "paymentDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExpenseRow",
  "abstractKey": null
};
})();

(node as any).hash = "0283619407cbfd0d0ae1774cab61b8c9";

export default node;
