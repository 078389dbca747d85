/**
 * @generated SignedSource<<68a937315e15689de8e571620a28b120>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCategory = "ATTENDEE" | "EXPENSE" | "PROGRAM" | "REGION" | "SPEAKER" | "%future added value";
export type DeleteDashboardChartInput = {
  id: string;
};
export type useDeleteDashboardChartMutation$variables = {
  input: DeleteDashboardChartInput;
};
export type useDeleteDashboardChartMutation$data = {
  readonly deleteDashboardChart: {
    readonly charts: ReadonlyArray<{
      readonly category: DashboardCategory;
      readonly id: string;
      readonly order: number;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardConfigSection_charts">;
    }>;
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteDashboardChartMutation = {
  response: useDeleteDashboardChartMutation$data;
  variables: useDeleteDashboardChartMutation$variables;
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
  "name": "deletedId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "name": "useDeleteDashboardChartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteDashboardChartPayload",
        "kind": "LinkedField",
        "name": "deleteDashboardChart",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardChart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
    "name": "useDeleteDashboardChartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteDashboardChartPayload",
        "kind": "LinkedField",
        "name": "deleteDashboardChart",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardChart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
    "cacheID": "08348101b366c912232019c3ac030d53",
    "id": null,
    "metadata": {},
    "name": "useDeleteDashboardChartMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDashboardChartMutation(\n  $input: DeleteDashboardChartInput!\n) {\n  deleteDashboardChart(input: $input) {\n    deletedId\n    charts {\n      id\n      category\n      order\n      ...DashboardConfigSection_charts\n    }\n  }\n}\n\nfragment DashboardConfigSection_charts on DashboardChart {\n  id\n  chartId\n  title\n  mobileCols\n  smCols\n  mdCols\n  lgCols\n  order\n}\n"
  }
};
})();

(node as any).hash = "7b17ece3699404d683c6a542b5eaeed3";

export default node;
