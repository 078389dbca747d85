/**
 * @generated SignedSource<<23ea7613afa7763eef041696b6a2e0e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCategory = "ATTENDEE" | "EXPENSE" | "PROGRAM" | "REGION" | "SPEAKER" | "%future added value";
export type DashboardConfigRouteQuery$variables = Record<PropertyKey, never>;
export type DashboardConfigRouteQuery$data = {
  readonly dashboardCharts: ReadonlyArray<{
    readonly category: DashboardCategory;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardConfigSection_charts">;
  }>;
};
export type DashboardConfigRouteQuery = {
  response: DashboardConfigRouteQuery$data;
  variables: DashboardConfigRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardConfigRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DashboardChart",
        "kind": "LinkedField",
        "name": "dashboardCharts",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardConfigSection_charts"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardConfigRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DashboardChart",
        "kind": "LinkedField",
        "name": "dashboardCharts",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "916179dfe2ee28dd72b31389023bf52d",
    "id": null,
    "metadata": {},
    "name": "DashboardConfigRouteQuery",
    "operationKind": "query",
    "text": "query DashboardConfigRouteQuery {\n  dashboardCharts {\n    id\n    category\n    ...DashboardConfigSection_charts\n  }\n}\n\nfragment DashboardConfigSection_charts on DashboardChart {\n  id\n  chartId\n  title\n  mobileCols\n  smCols\n  mdCols\n  lgCols\n  order\n}\n"
  }
};
})();

(node as any).hash = "d89f38a94d1b91f8a888778574c531b9";

export default node;
