/**
 * @generated SignedSource<<da816622795ee7dc59175e5a02acf098>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventSortField = "ATTENDED" | "CREATED_AT" | "END_TIME" | "REGISTERED" | "SHORT_NAME" | "START_TIME" | "STATUS" | "TITLE" | "TYPE" | "ZONE" | "%future added value";
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type EventFilterInput = {
  period?: PeriodInput | null | undefined;
  selectedEmailSeries?: ReadonlyArray<number> | null | undefined;
  selectedEvents?: ReadonlyArray<number> | null | undefined;
  selectedFieldReps?: ReadonlyArray<number> | null | undefined;
  selectedSpeakers?: ReadonlyArray<number> | null | undefined;
  selectedStatuses?: ReadonlyArray<EventStatus> | null | undefined;
  selectedTemplates?: ReadonlyArray<number> | null | undefined;
  selectedTopics?: ReadonlyArray<number> | null | undefined;
  selectedTypes?: ReadonlyArray<EventType> | null | undefined;
};
export type PeriodInput = {
  from?: string | null | undefined;
  timezone?: string | null | undefined;
  to?: string | null | undefined;
};
export type EventsTableExportUrlQuery$variables = {
  filters?: EventFilterInput | null | undefined;
  ids?: ReadonlyArray<string> | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: EventSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type EventsTableExportUrlQuery$data = {
  readonly eventExportUrl: string;
};
export type EventsTableExportUrlQuery = {
  response: EventsTableExportUrlQuery$data;
  variables: EventsTableExportUrlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filters",
        "variableName": "filters"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "searchQuery"
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
    "name": "eventExportUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventsTableExportUrlQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EventsTableExportUrlQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "62fea1ef3faf090c08dc131874cc510e",
    "id": null,
    "metadata": {},
    "name": "EventsTableExportUrlQuery",
    "operationKind": "query",
    "text": "query EventsTableExportUrlQuery(\n  $ids: [ID!]\n  $sortBy: EventSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $filters: EventFilterInput\n) {\n  eventExportUrl(ids: $ids, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)\n}\n"
  }
};
})();

(node as any).hash = "75a847d415ef188b0ef5ad909722eb12";

export default node;
