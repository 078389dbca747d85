/**
 * @generated SignedSource<<3045a6b516c556a432ebb6fd01c8eaa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCategory = "ATTENDEE" | "EXPENSE" | "PROGRAM" | "REGION" | "SPEAKER" | "%future added value";
export type DashboardColumn = "ATTENDEE" | "ATTENDEES" | "COST" | "CREDENTIALS" | "DATE" | "EVENT_SHORT_NAME" | "HONORARIA" | "LOCATION_TYPE" | "REGION" | "SPEAKER" | "STATUS" | "TERRITORY" | "THERAPEUTIC_AREA" | "TOPIC" | "TYPE" | "%future added value";
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type LocationType = "IN_OFFICE" | "IN_VENUE" | "OUT_OF_OFFICE" | "VIRTUAL" | "%future added value";
export type DashboardFiltersInput = {
  endDate?: string | null | undefined;
  locationType?: ReadonlyArray<LocationType> | null | undefined;
  startDate?: string | null | undefined;
  status?: ReadonlyArray<EventStatus> | null | undefined;
  topicIds?: ReadonlyArray<string> | null | undefined;
  type?: ReadonlyArray<EventType> | null | undefined;
};
export type DashboardRouteQuery$variables = {
  category: DashboardCategory;
  filters?: DashboardFiltersInput | null | undefined;
  first: number;
  list: boolean;
  page?: number | null | undefined;
  sortBy?: DashboardColumn | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type DashboardRouteQuery$data = {
  readonly grid?: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardGrid_query">;
  } | null | undefined;
  readonly list?: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardList_query">;
  } | null | undefined;
};
export type DashboardRouteQuery = {
  response: DashboardRouteQuery$data;
  variables: DashboardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "list"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v7 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v8 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v9 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "sortBy",
    "variableName": "sortBy"
  },
  {
    "kind": "Variable",
    "name": "sortDesc",
    "variableName": "sortDesc"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardRouteQuery",
    "selections": [
      {
        "condition": "list",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v9/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "DashboardGrid_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "grid"
          }
        ]
      },
      {
        "condition": "list",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v10/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "DashboardList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "list"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardRouteQuery",
    "selections": [
      {
        "condition": "list",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": [
              (v7/*:: as any*/)
            ],
            "concreteType": "DashboardChart",
            "kind": "LinkedField",
            "name": "dashboardCharts",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
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
                  (v12/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "list",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "DashboardRowConnection",
            "kind": "LinkedField",
            "name": "dashboardRows",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardRowEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardRow",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "eventShortName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "speaker",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
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
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locationType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "topic",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "therapeuticArea",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cost",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "honoraria",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "credentials",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "attendee",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "region",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "territory",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "attendees",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "51af5eebf7b25a8d0a8ff867a0364391",
    "id": null,
    "metadata": {},
    "name": "DashboardRouteQuery",
    "operationKind": "query",
    "text": "query DashboardRouteQuery(\n  $category: DashboardCategory!\n  $filters: DashboardFiltersInput\n  $list: Boolean!\n  $first: Int!\n  $page: Int\n  $sortBy: DashboardColumn\n  $sortDesc: Boolean\n) {\n  ...DashboardGrid_query_15v6Im @skip(if: $list)\n  ...DashboardList_query_10UR5k @include(if: $list)\n}\n\nfragment ChartView_data on DashboardChartData {\n  format\n  categories\n  series {\n    key\n    label\n    values\n  }\n  unavailable\n}\n\nfragment DashboardChartCard_chart on DashboardChart {\n  chartId\n  title\n  mobileCols\n  smCols\n  mdCols\n  lgCols\n}\n\nfragment DashboardGrid_query_15v6Im on Query {\n  dashboardCharts(category: $category) {\n    id\n    chartId\n    ...DashboardChartCard_chart\n  }\n  dashboard(category: $category, filters: $filters) {\n    charts {\n      chartId\n      ...ChartView_data\n    }\n  }\n}\n\nfragment DashboardList_query_10UR5k on Query {\n  dashboardRows(category: $category, filters: $filters, first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc) {\n    totalCount\n    edges {\n      node {\n        id\n        eventShortName\n        speaker\n        date\n        zone\n        status\n        locationType\n        type\n        topic\n        therapeuticArea\n        cost\n        honoraria\n        credentials\n        attendee\n        region\n        territory\n        attendees\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "753cf047cc8940faf455ed2ce0db8602";

export default node;
