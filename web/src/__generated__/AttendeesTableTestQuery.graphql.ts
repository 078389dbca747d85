/**
 * @generated SignedSource<<468b5fd12670a799bae43b087f5dd9fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type EventAttendanceSortField = "CREATED_DATE" | "EVENT_ID" | "FIRST_NAME" | "LAST_NAME" | "STATUS" | "%future added value";
export type EventAttendanceFilterInput = {
  eventIds?: ReadonlyArray<number> | null | undefined;
  eventMonth?: number | null | undefined;
  eventYear?: number | null | undefined;
  statuses?: ReadonlyArray<AttendanceStatus> | null | undefined;
};
export type AttendeesTableTestQuery$variables = {
  filters?: EventAttendanceFilterInput | null | undefined;
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: EventAttendanceSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type AttendeesTableTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AttendeesTable_query">;
};
export type AttendeesTableTestQuery = {
  response: AttendeesTableTestQuery$data;
  variables: AttendeesTableTestQuery$variables;
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
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v6 = [
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
v7 = {
  "kind": "Literal",
  "name": "entity",
  "value": "attendee"
},
v8 = {
  "kind": "Literal",
  "name": "entity",
  "value": "event_attendee"
},
v9 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AttendeesTableTestQuery",
    "selections": [
      {
        "args": (v6/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AttendeesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AttendeesTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "selectedProduct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"attendee\")"
          },
          {
            "alias": "canCreate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "CREATE"
              },
              (v8/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"event_attendee\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              (v9/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"event_attendee\")"
          },
          {
            "alias": "canUpdateAttendee",
            "args": [
              (v9/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"attendee\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v8/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"event_attendee\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tenant",
            "kind": "LinkedField",
            "name": "tenant",
            "plural": false,
            "selections": [
              {
                "alias": "signinPdfGenerationEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "signinPdfGenerationEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"signinPdfGenerationEnabled\")"
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "EventAttendanceConnection",
        "kind": "LinkedField",
        "name": "eventAttendances",
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
            "kind": "ScalarField",
            "name": "totalCountIsExact",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventAttendanceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EventAttendance",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attendeeId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventId",
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
                    "name": "subscribed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sources",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Attendee",
                    "kind": "LinkedField",
                    "name": "attendee",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Event",
                    "kind": "LinkedField",
                    "name": "event",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "shortName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "emailSeriesId",
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
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
    "cacheID": "f2fc12bfeda28ce8f64a33cef5054397",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "eventAttendances": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EventAttendanceConnection"
        },
        "eventAttendances.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EventAttendanceEdge"
        },
        "eventAttendances.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EventAttendance"
        },
        "eventAttendances.edges.node.attendee": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Attendee"
        },
        "eventAttendances.edges.node.attendee.firstName": (v11/*:: as any*/),
        "eventAttendances.edges.node.attendee.lastName": (v11/*:: as any*/),
        "eventAttendances.edges.node.attendeeId": (v12/*:: as any*/),
        "eventAttendances.edges.node.createdDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "eventAttendances.edges.node.event": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Event"
        },
        "eventAttendances.edges.node.event.emailSeriesId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "eventAttendances.edges.node.event.id": (v13/*:: as any*/),
        "eventAttendances.edges.node.event.shortName": (v11/*:: as any*/),
        "eventAttendances.edges.node.eventId": (v12/*:: as any*/),
        "eventAttendances.edges.node.id": (v13/*:: as any*/),
        "eventAttendances.edges.node.sources": (v14/*:: as any*/),
        "eventAttendances.edges.node.status": {
          "enumValues": [
            "WALKIN",
            "ATTENDED",
            "REGISTERED",
            "NOSHOW",
            "CANCELLED",
            "INELIGIBLE"
          ],
          "nullable": false,
          "plural": false,
          "type": "AttendanceStatus"
        },
        "eventAttendances.edges.node.subscribed": (v15/*:: as any*/),
        "eventAttendances.totalCount": (v12/*:: as any*/),
        "eventAttendances.totalCountIsExact": (v15/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canCreate": (v15/*:: as any*/),
        "viewer.canDelete": (v15/*:: as any*/),
        "viewer.canUpdate": (v15/*:: as any*/),
        "viewer.canUpdateAttendee": (v15/*:: as any*/),
        "viewer.hiddenFields": (v14/*:: as any*/),
        "viewer.id": (v13/*:: as any*/),
        "viewer.selectedProduct": {
          "enumValues": [
            "HIVE",
            "SPEAKER_PORTAL",
            "DASHBOARD",
            "EVENT_MANAGEMENT"
          ],
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "viewer.tenant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Tenant"
        },
        "viewer.tenant.signinPdfGenerationEnabled": (v15/*:: as any*/)
      }
    },
    "name": "AttendeesTableTestQuery",
    "operationKind": "query",
    "text": "query AttendeesTableTestQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: EventAttendanceSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $filters: EventAttendanceFilterInput\n) {\n  ...AttendeesTable_query_4lsU0V\n}\n\nfragment AttendeesTable_query_4lsU0V on Query {\n  viewer {\n    selectedProduct\n    hiddenFields(entity: \"attendee\")\n    canCreate: can(entity: \"event_attendee\", action: CREATE)\n    canUpdate: can(entity: \"event_attendee\", action: UPDATE)\n    canUpdateAttendee: can(entity: \"attendee\", action: UPDATE)\n    canDelete: can(entity: \"event_attendee\", action: DELETE)\n    tenant {\n      signinPdfGenerationEnabled: flag(id: \"signinPdfGenerationEnabled\")\n    }\n    id\n  }\n  eventAttendances(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        attendeeId\n        eventId\n        status\n        subscribed\n        createdDate\n        sources\n        attendee {\n          firstName\n          lastName\n        }\n        event {\n          shortName\n          emailSeriesId\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed32d223316ce139b1d59cb3bc1fdaa4";

export default node;
