/**
 * @generated SignedSource<<8a824db070187f318368793c40e14d8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCategory = "ATTENDEE" | "EXPENSE" | "PROGRAM" | "REGION" | "SPEAKER" | "%future added value";
export type UpdateDashboardChartInput = {
  category?: DashboardCategory | null | undefined;
  chartId: string;
  id: string;
  lgCols: number;
  mdCols: number;
  mobileCols: number;
  order: number;
  smCols: number;
  title: string;
};
export type useUpdateDashboardChartMutation$variables = {
  input: UpdateDashboardChartInput;
};
export type useUpdateDashboardChartMutation$data = {
  readonly updateDashboardChart: {
    readonly chart: {
      readonly id: string;
    };
    readonly charts: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardConfigSection_charts">;
    }>;
  } | null | undefined;
};
export type useUpdateDashboardChartMutation = {
  response: useUpdateDashboardChartMutation$data;
  variables: useUpdateDashboardChartMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateDashboardChartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DashboardChartPayload",
        "kind": "LinkedField",
        "name": "updateDashboardChart",
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
    "name": "useUpdateDashboardChartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DashboardChartPayload",
        "kind": "LinkedField",
        "name": "updateDashboardChart",
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6c42576c22867ab3d3bb90b24379ed27",
    "id": null,
    "metadata": {},
    "name": "useUpdateDashboardChartMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDashboardChartMutation(\n  $input: UpdateDashboardChartInput!\n) {\n  updateDashboardChart(input: $input) {\n    chart {\n      id\n    }\n    charts {\n      id\n      ...DashboardConfigSection_charts\n    }\n  }\n}\n\nfragment DashboardConfigSection_charts on DashboardChart {\n  id\n  chartId\n  title\n  mobileCols\n  smCols\n  mdCols\n  lgCols\n  order\n}\n"
  }
};
})();

(node as any).hash = "0f467c25a08a57ff50b8d7bd4b42cc13";

export default node;
