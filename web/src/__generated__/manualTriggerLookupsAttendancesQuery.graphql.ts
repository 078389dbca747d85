/**
 * @generated SignedSource<<24d604abe2a819ab49a4430fb35681fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type EventAttendanceFilterInput = {
  eventIds?: ReadonlyArray<number> | null | undefined;
  eventMonth?: number | null | undefined;
  eventYear?: number | null | undefined;
  statuses?: ReadonlyArray<AttendanceStatus> | null | undefined;
};
export type manualTriggerLookupsAttendancesQuery$variables = {
  filters?: EventAttendanceFilterInput | null | undefined;
  first: number;
  search?: string | null | undefined;
};
export type manualTriggerLookupsAttendancesQuery$data = {
  readonly eventAttendances: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attendee: {
          readonly email: string | null | undefined;
          readonly firstName: string | null | undefined;
          readonly lastName: string | null | undefined;
        };
        readonly event: {
          readonly shortName: string | null | undefined;
        } | null | undefined;
        readonly id: string;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type manualTriggerLookupsAttendancesQuery = {
  response: manualTriggerLookupsAttendancesQuery$data;
  variables: manualTriggerLookupsAttendancesQuery$variables;
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
  "name": "search"
},
v3 = [
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
    "name": "searchQuery",
    "variableName": "search"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "manualTriggerLookupsAttendancesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "EventAttendanceConnection",
        "kind": "LinkedField",
        "name": "eventAttendances",
        "plural": false,
        "selections": [
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Event",
                    "kind": "LinkedField",
                    "name": "event",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "manualTriggerLookupsAttendancesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "EventAttendanceConnection",
        "kind": "LinkedField",
        "name": "eventAttendances",
        "plural": false,
        "selections": [
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Event",
                    "kind": "LinkedField",
                    "name": "event",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
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
    "cacheID": "81ece6f492b47728d397171295dd92fe",
    "id": null,
    "metadata": {},
    "name": "manualTriggerLookupsAttendancesQuery",
    "operationKind": "query",
    "text": "query manualTriggerLookupsAttendancesQuery(\n  $search: String\n  $first: Int!\n  $filters: EventAttendanceFilterInput\n) {\n  eventAttendances(first: $first, searchQuery: $search, filters: $filters) {\n    edges {\n      node {\n        id\n        attendee {\n          firstName\n          lastName\n          email\n        }\n        event {\n          shortName\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1a553186da04048516f62c2d84806bd";

export default node;
