/**
 * @generated SignedSource<<1bceca63255de026616ae0ee8fb7099e>>
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
  "alias": "canUpdate",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "UPDATE"
    },
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
v3 = {
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
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attendeeId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscribed",
  "storageKey": null
},
v9 = {
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationTemplateId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": (v4/*:: as any*/),
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
    (v13/*:: as any*/),
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
        (v13/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "EventAttendance",
        "kind": "LinkedField",
        "name": "eventAttendance",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v14/*:: as any*/)
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "EventAttendance",
        "kind": "LinkedField",
        "name": "eventAttendance",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      (v14/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f6eb1fcbe4628b6a0993afa4f4d14f84",
    "id": null,
    "metadata": {},
    "name": "AttendeeEditRouteQuery",
    "operationKind": "query",
    "text": "query AttendeeEditRouteQuery(\n  $attendeeId: Int!\n  $eventId: Int!\n) {\n  viewer {\n    role\n    canUpdate: can(entity: \"attendee\", action: UPDATE)\n    tenant {\n      hideAttendeeAddressFields\n    }\n    id\n  }\n  eventAttendance(attendeeId: $attendeeId, eventId: $eventId) {\n    attendeeId\n    eventId\n    status\n    subscribed\n    attendee {\n      firstName\n      lastName\n      email\n      address\n      city\n      state\n      zipCode\n      type\n      marketingOptIn\n    }\n    event {\n      shortName\n      title\n      registrationTemplateId\n      id\n    }\n    id\n  }\n  eventAttendanceResponses(attendeeId: $attendeeId, eventId: $eventId) {\n    questionRef\n    bool\n    text\n    number\n    choiceRefs\n    openTexts {\n      choiceRef\n      text\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3786173b6bf1bbe796b36c0d867b3d99";

export default node;
