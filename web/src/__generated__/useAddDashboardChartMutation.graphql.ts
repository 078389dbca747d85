/**
 * @generated SignedSource<<2baef908302c5a8f637e90f5cd2e2700>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCategory = "ATTENDEE" | "EXPENSE" | "PROGRAM" | "REGION" | "SPEAKER" | "%future added value";
export type AddDashboardChartInput = {
  category: DashboardCategory;
  chartId: string;
  lgCols?: number | null | undefined;
  mdCols?: number | null | undefined;
  mobileCols?: number | null | undefined;
  order?: number | null | undefined;
  smCols?: number | null | undefined;
  title: string;
};
export type useAddDashboardChartMutation$variables = {
  input: AddDashboardChartInput;
};
export type useAddDashboardChartMutation$data = {
  readonly addDashboardChart: {
    readonly chart: {
      readonly id: string;
    };
    readonly charts: ReadonlyArray<{
      readonly category: DashboardCategory;
      readonly id: string;
      readonly order: number;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardConfigSection_charts">;
    }>;
  } | null | undefined;
};
export type useAddDashboardChartMutation = {
  response: useAddDashboardChartMutation$data;
  variables: useAddDashboardChartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardChart",
  "kind": "LinkedField",
  "name": "chart",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "order",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddDashboardChartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DashboardChartPayload",
        "kind": "LinkedField",
        "name": "addDashboardChart",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardChart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DashboardConfigSection_charts"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddDashboardChartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DashboardChartPayload",
        "kind": "LinkedField",
        "name": "addDashboardChart",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardChart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e034283b488095d76c4bcd8c708a35a1",
    "id": null,
    "metadata": {},
    "name": "useAddDashboardChartMutation",
    "operationKind": "mutation",
    "text": "mutation useAddDashboardChartMutation(\n  $input: AddDashboardChartInput!\n) {\n  addDashboardChart(input: $input) {\n    chart {\n      id\n    }\n    charts {\n      id\n      category\n      order\n      ...DashboardConfigSection_charts\n    }\n  }\n}\n\nfragment DashboardConfigSection_charts on DashboardChart {\n  id\n  chartId\n  title\n  mobileCols\n  smCols\n  mdCols\n  lgCols\n  order\n}\n"
  }
};
})();

(node as any).hash = "77c514d6014a2c7208e71f37cac238df";

export default node;
