/**
 * @generated SignedSource<<23a628cee63568dfc9737da6d6e6defd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DashboardValueFormat = "COUNT" | "CURRENCY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChartView_data$data = {
  readonly categories: ReadonlyArray<string>;
  readonly format: DashboardValueFormat;
  readonly series: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly values: ReadonlyArray<number>;
  }>;
  readonly unavailable: string | null | undefined;
  readonly " $fragmentType": "ChartView_data";
};
export type ChartView_data$key = {
  readonly " $data"?: ChartView_data$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartView_data">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartView_data",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardSeries",
      "kind": "LinkedField",
      "name": "series",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
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
          "name": "values",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unavailable",
      "storageKey": null
    }
  ],
  "type": "DashboardChartData",
  "abstractKey": null
};

(node as any).hash = "6edc1cea56dcf91965a3df8f1da509d7";

export default node;
