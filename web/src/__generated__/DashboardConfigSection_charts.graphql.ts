/**
 * @generated SignedSource<<10682595f80076f349d519aa9a611644>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardConfigSection_charts$data = ReadonlyArray<{
  readonly chartId: string;
  readonly id: string;
  readonly lgCols: number;
  readonly mdCols: number;
  readonly mobileCols: number;
  readonly order: number;
  readonly smCols: number;
  readonly title: string;
  readonly " $fragmentType": "DashboardConfigSection_charts";
}>;
export type DashboardConfigSection_charts$key = ReadonlyArray<{
  readonly " $data"?: DashboardConfigSection_charts$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardConfigSection_charts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DashboardConfigSection_charts",
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
      "name": "chartId",
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
      "name": "mobileCols",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "smCols",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mdCols",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lgCols",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    }
  ],
  "type": "DashboardChart",
  "abstractKey": null
};

(node as any).hash = "b8cbad9d47f9bac9205f91835675c45e";

export default node;
