/**
 * @generated SignedSource<<0270acbc8f21058e2126963004f8aea1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardGrid_query$data = {
  readonly dashboard: {
    readonly charts: ReadonlyArray<{
      readonly chartId: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChartView_data">;
    }>;
  };
  readonly dashboardCharts: ReadonlyArray<{
    readonly chartId: string;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardChartCard_chart">;
  }>;
  readonly " $fragmentType": "DashboardGrid_query";
};
export type DashboardGrid_query$key = {
  readonly " $data"?: DashboardGrid_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardGrid_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "category"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filters"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardGrid_query",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "DashboardChart",
      "kind": "LinkedField",
      "name": "dashboardCharts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DashboardChartCard_chart"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        }
      ],
      "concreteType": "Dashboard",
      "kind": "LinkedField",
      "name": "dashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DashboardChartData",
          "kind": "LinkedField",
          "name": "charts",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ChartView_data"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "1fe094ddce3866a19da689745033f421";

export default node;
