/**
 * @generated SignedSource<<e0d3a82aa78fd0ddb75e22620af0b688>>
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
export type DashboardListRefetchQuery$variables = {
  category: DashboardCategory;
  filters?: DashboardFiltersInput | null | undefined;
  first: number;
  page?: number | null | undefined;
  sortBy?: DashboardColumn | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type DashboardListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DashboardList_query">;
};
export type DashboardListRefetchQuery = {
  response: DashboardListRefetchQuery$data;
  variables: DashboardListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "category"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filters"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortDesc"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "category",
    "variableName": "category"
  },
  {
    "kind": "Variable",
    "name": "filters",
    "variableName": "filters"
  },
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardListRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DashboardList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
  },
  "params": {
    "cacheID": "bb1f051b154b5cea79301ccc976fbe2a",
    "id": null,
    "metadata": {},
    "name": "DashboardListRefetchQuery",
    "operationKind": "query",
    "text": "query DashboardListRefetchQuery(\n  $category: DashboardCategory!\n  $filters: DashboardFiltersInput\n  $first: Int!\n  $page: Int\n  $sortBy: DashboardColumn\n  $sortDesc: Boolean\n) {\n  ...DashboardList_query_10UR5k\n}\n\nfragment DashboardList_query_10UR5k on Query {\n  dashboardRows(category: $category, filters: $filters, first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc) {\n    totalCount\n    edges {\n      node {\n        id\n        eventShortName\n        speaker\n        date\n        zone\n        status\n        locationType\n        type\n        topic\n        therapeuticArea\n        cost\n        honoraria\n        credentials\n        attendee\n        region\n        territory\n        attendees\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "838f7f169b48b7ab952353166a7abf6c";

export default node;
