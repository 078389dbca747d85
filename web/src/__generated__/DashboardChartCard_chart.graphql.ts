/**
 * @generated SignedSource<<92340be19956f3ae93ee7e42a3856880>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardChartCard_chart$data = {
  readonly chartId: string;
  readonly lgCols: number;
  readonly mdCols: number;
  readonly mobileCols: number;
  readonly smCols: number;
  readonly title: string;
  readonly " $fragmentType": "DashboardChartCard_chart";
};
export type DashboardChartCard_chart$key = {
  readonly " $data"?: DashboardChartCard_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardChartCard_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardChartCard_chart",
  "selections": [
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
    }
  ],
  "type": "DashboardChart",
  "abstractKey": null
};

(node as any).hash = "3dd38caa65740dbac76a1183b80c194b";

export default node;
