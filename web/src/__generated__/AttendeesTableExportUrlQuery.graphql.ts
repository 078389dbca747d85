/**
 * @generated SignedSource<<4a3c3af7f34d5f4ccff118667bdfd12e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type EventAttendanceSortField = "CREATED_DATE" | "EVENT_ID" | "FIRST_NAME" | "LAST_NAME" | "STATUS" | "%future added value";
export type EventAttendanceFilterInput = {
  eventIds?: ReadonlyArray<number> | null | undefined;
  eventMonth?: number | null | undefined;
  eventYear?: number | null | undefined;
  statuses?: ReadonlyArray<AttendanceStatus> | null | undefined;
};
export type AttendeesTableExportUrlQuery$variables = {
  filters?: EventAttendanceFilterInput | null | undefined;
  ids?: ReadonlyArray<string> | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: EventAttendanceSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type AttendeesTableExportUrlQuery$data = {
  readonly eventAttendanceExportUrl: string;
};
export type AttendeesTableExportUrlQuery = {
  response: AttendeesTableExportUrlQuery$data;
  variables: AttendeesTableExportUrlQuery$variables;
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
    "name": "eventAttendanceExportUrl",
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
    "name": "AttendeesTableExportUrlQuery",
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
    "name": "AttendeesTableExportUrlQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "f7f34dc35b5d8d34698884e5a75201cc",
    "id": null,
    "metadata": {},
    "name": "AttendeesTableExportUrlQuery",
    "operationKind": "query",
    "text": "query AttendeesTableExportUrlQuery(\n  $ids: [ID!]\n  $sortBy: EventAttendanceSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $filters: EventAttendanceFilterInput\n) {\n  eventAttendanceExportUrl(ids: $ids, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)\n}\n"
  }
};
})();

(node as any).hash = "83d74c7e365558b8e6165a842c2d75b1";

export default node;
