/**
 * @generated SignedSource<<88596cbcafb0ce548632e60cea31b906>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type DashboardScreenExportUrlQuery$variables = {
  category: DashboardCategory;
  filters?: DashboardFiltersInput | null | undefined;
  sortBy?: DashboardColumn | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type DashboardScreenExportUrlQuery$data = {
  readonly dashboardExportUrl: string;
};
export type DashboardScreenExportUrlQuery = {
  response: DashboardScreenExportUrlQuery$data;
  variables: DashboardScreenExportUrlQuery$variables;
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
    "alias": null,
    "args": [
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
        "name": "sortBy",
        "variableName": "sortBy"
      },
      {
        "kind": "Variable",
        "name": "sortDesc",
        "variableName": "sortDesc"
      }
    ],
    "kind": "ScalarField",
    "name": "dashboardExportUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardScreenExportUrlQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardScreenExportUrlQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a8726266f555ee968a464a69c16928f",
    "id": null,
    "metadata": {},
    "name": "DashboardScreenExportUrlQuery",
    "operationKind": "query",
    "text": "query DashboardScreenExportUrlQuery(\n  $category: DashboardCategory!\n  $filters: DashboardFiltersInput\n  $sortBy: DashboardColumn\n  $sortDesc: Boolean\n) {\n  dashboardExportUrl(category: $category, filters: $filters, sortBy: $sortBy, sortDesc: $sortDesc)\n}\n"
  }
};
})();

(node as any).hash = "3a7a4ddb2a793b3ef428c1ecc8ff5d7a";

export default node;
