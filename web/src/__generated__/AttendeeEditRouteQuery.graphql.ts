/**
 * @generated SignedSource<<b7dda1e74842bc609c01615efdbedbc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type AttendeeType = "CAREGIVER" | "HCP" | "PATIENT" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type AttendeeEditRouteQuery$variables = {
  attendeeId: number;
  eventId: number;
};
export type AttendeeEditRouteQuery$data = {
  readonly eventAttendance: {
    readonly attendee: {
      readonly address: string | null | undefined;
      readonly city: string | null | undefined;
      readonly email: string | null | undefined;
      readonly firstName: string | null | undefined;
      readonly lastName: string | null | undefined;
      readonly marketingOptIn: boolean | null | undefined;
      readonly state: string | null | undefined;
      readonly type: AttendeeType | null | undefined;
      readonly zipCode: string | null | undefined;
    };
    readonly attendeeId: number;
    readonly event: {
      readonly registrationTemplateId: number | null | undefined;
      readonly shortName: string | null | undefined;
      readonly title: string | null | undefined;
    } | null | undefined;
    readonly eventId: number;
    readonly status: AttendanceStatus;
    readonly subscribed: boolean;
  } | null | undefined;
  readonly eventAttendanceResponses: ReadonlyArray<{
    readonly bool: boolean | null | undefined;
    readonly choiceRefs: ReadonlyArray<string> | null | undefined;
    readonly number: number | null | undefined;
    readonly openTexts: ReadonlyArray<{
      readonly choiceRef: string;
      readonly text: string;
    }> | null | undefined;
    readonly questionRef: string;
    readonly text: string | null | undefined;
  }> | null | undefined;
  readonly viewer: {
    readonly canUpdate: boolean;
    readonly canUpdateAttendance: boolean;
    readonly role: Role;
    readonly tenant: {
      readonly hideAttendeeAddressFields: boolean;
    };
  } | null | undefined;
};
export type AttendeeEditRouteQuery = {
  response: AttendeeEditRouteQuery$data;
  variables: AttendeeEditRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "attendeeId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v2 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v3 = {
  "alias": "canUpdate",
  "args": [
    (v2/*:: as any*/),
    {
      "kind": "Literal",
      "name": "entity",
      "value": "attendee"
    }
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"attendee\")"
},
v4 = {
  "alias": "canUpdateAttendance",
  "args": [
    (v2/*:: as any*/),
    {
      "kind": "Literal",
      "name": "entity",
      "value": "event_attendee"
    }
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"event_attendee\")"
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideAttendeeAddressFields",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "attendeeId",
    "variableName": "attendeeId"
  },
  {
    "kind": "Variable",
    "name": "eventId",
    "variableName": "eventId"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attendeeId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscribed",
  "storageKey": null
},
v11 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zipCode",
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
      "name": "marketingOptIn",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationTemplateId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "concreteType": "AttendanceResponse",
  "kind": "LinkedField",
  "name": "eventAttendanceResponses",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionRef",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bool",
      "storageKey": null
    },
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "choiceRefs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpenText",
      "kind": "LinkedField",
      "name": "openTexts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "choiceRef",
          "storageKey": null
        },
        (v15/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
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
    "name": "AttendeeEditRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "EventAttendance",
        "kind": "LinkedField",
        "name": "eventAttendance",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v16/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AttendeeEditRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "EventAttendance",
        "kind": "LinkedField",
        "name": "eventAttendance",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      },
      (v16/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "ea4b17c3478890c4a213d8967f75ce01",
    "id": null,
    "metadata": {},
    "name": "AttendeeEditRouteQuery",
    "operationKind": "query",
    "text": "query AttendeeEditRouteQuery(\n  $attendeeId: Int!\n  $eventId: Int!\n) {\n  viewer {\n    role\n    canUpdate: can(entity: \"attendee\", action: UPDATE)\n    canUpdateAttendance: can(entity: \"event_attendee\", action: UPDATE)\n    tenant {\n      hideAttendeeAddressFields\n    }\n    id\n  }\n  eventAttendance(attendeeId: $attendeeId, eventId: $eventId) {\n    attendeeId\n    eventId\n    status\n    subscribed\n    attendee {\n      firstName\n      lastName\n      email\n      address\n      city\n      state\n      zipCode\n      type\n      marketingOptIn\n    }\n    event {\n      shortName\n      title\n      registrationTemplateId\n      id\n    }\n    id\n  }\n  eventAttendanceResponses(attendeeId: $attendeeId, eventId: $eventId) {\n    questionRef\n    bool\n    text\n    number\n    choiceRefs\n    openTexts {\n      choiceRef\n      text\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5285e4d0ca739df96a4c21d5391ca018";

export default node;
