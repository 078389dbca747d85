/**
 * @generated SignedSource<<4da0dad502a7a06e4d1d97acc8cb8364>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type SpeakerEventsRouteQuery$variables = {
  speakerId: number;
  withTotals: boolean;
};
export type SpeakerEventsRouteQuery$data = {
  readonly speaker: {
    readonly events: ReadonlyArray<{
      readonly eventTitle: string | null | undefined;
      readonly expenseTotals?: {
        readonly cost: number;
        readonly honoraria: number;
      } | null | undefined;
      readonly internalId: number;
      readonly startDate: string | null | undefined;
      readonly status: EventStatus | null | undefined;
      readonly zone: string | null | undefined;
    }> | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
};
export type SpeakerEventsRouteQuery = {
  response: SpeakerEventsRouteQuery$data;
  variables: SpeakerEventsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "speakerId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withTotals"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "speakerId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "SpeakerEvent",
  "kind": "LinkedField",
  "name": "events",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
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
      "condition": "withTotals",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "EventExpenseTotals",
          "kind": "LinkedField",
          "name": "expenseTotals",
          "plural": false,
          "selections": [
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
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerEventsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Speaker",
        "kind": "LinkedField",
        "name": "speaker",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpeakerEventsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Speaker",
        "kind": "LinkedField",
        "name": "speaker",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8bf05826e64e7a4bfc21c05eecf6aa48",
    "id": null,
    "metadata": {},
    "name": "SpeakerEventsRouteQuery",
    "operationKind": "query",
    "text": "query SpeakerEventsRouteQuery(\n  $speakerId: Int!\n  $withTotals: Boolean!\n) {\n  viewer {\n    role\n    id\n  }\n  speaker(internalId: $speakerId) {\n    firstName\n    lastName\n    events {\n      internalId\n      eventTitle\n      startDate\n      zone\n      status\n      expenseTotals @include(if: $withTotals) {\n        cost\n        honoraria\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f6d40b0932754d8da30df14c9372f31";

export default node;
