/**
 * @generated SignedSource<<1a8616f3a52199b2d914c44e72b73ba9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttendeesTable_query$data = {
  readonly eventAttendances: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attendee: {
          readonly firstName: string | null | undefined;
          readonly lastName: string | null | undefined;
        };
        readonly attendeeId: number;
        readonly createdDate: string;
        readonly event: {
          readonly emailSeriesId: number | null | undefined;
          readonly shortName: string | null | undefined;
        } | null | undefined;
        readonly eventId: number;
        readonly id: string;
        readonly sources: ReadonlyArray<string>;
        readonly status: AttendanceStatus;
        readonly subscribed: boolean;
      } | null | undefined;
    }>;
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canUpdate: boolean;
    readonly canUpdateAttendee: boolean;
    readonly hiddenFields: ReadonlyArray<string>;
    readonly selectedProduct: Product | null | undefined;
    readonly tenant: {
      readonly signinPdfGenerationEnabled: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "AttendeesTable_query";
};
export type AttendeesTable_query$key = {
  readonly " $data"?: AttendeesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttendeesTable_query">;
};

import AttendeesTableRefetchQuery_graphql from './AttendeesTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "attendee"
},
v1 = {
  "kind": "Literal",
  "name": "entity",
  "value": "event_attendee"
},
v2 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
};
return {
  "argumentDefinitions": [
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
      "name": "searchQuery"
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AttendeesTableRefetchQuery_graphql
    }
  },
  "name": "AttendeesTable_query",
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
            (v0/*:: as any*/)
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
            (v1/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"CREATE\",entity:\"event_attendee\")"
        },
        {
          "alias": "canUpdate",
          "args": [
            (v2/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"event_attendee\")"
        },
        {
          "alias": "canUpdateAttendee",
          "args": [
            (v2/*:: as any*/),
            (v0/*:: as any*/)
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
            (v1/*:: as any*/)
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
        }
      ],
      "storageKey": null
    },
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6576c310d1c42d3ea376bd368b2d1190";

export default node;
