/**
 * @generated SignedSource<<d1d238ca3f4226e8a145d73307b1deef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type AttendeeType = "CAREGIVER" | "HCP" | "PATIENT" | "%future added value";
export type UpdateEventAttendanceInput = {
  attendance: EventAttendanceFormInput;
  attendeeId: number;
  eventId: number;
  originalEmail?: string | null | undefined;
  originalFirstName?: string | null | undefined;
  originalLastName?: string | null | undefined;
};
export type EventAttendanceFormInput = {
  address?: string | null | undefined;
  answers: ReadonlyArray<AnswerInput>;
  city?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  marketingOptIn?: boolean | null | undefined;
  state?: string | null | undefined;
  status?: AttendanceStatus | null | undefined;
  subscribed?: boolean | null | undefined;
  type?: AttendeeType | null | undefined;
  zipCode?: string | null | undefined;
};
export type AnswerInput = {
  bool?: boolean | null | undefined;
  choiceRefs?: ReadonlyArray<string> | null | undefined;
  number?: number | null | undefined;
  openTexts?: ReadonlyArray<OpenTextInput> | null | undefined;
  questionRef: string;
  text?: string | null | undefined;
};
export type OpenTextInput = {
  choiceRef: string;
  text: string;
};
export type useUpdateEventAttendanceMutation$variables = {
  input: UpdateEventAttendanceInput;
};
export type useUpdateEventAttendanceMutation$data = {
  readonly updateEventAttendance: {
    readonly eventAttendance: {
      readonly attendeeId: number;
      readonly eventId: number;
      readonly id: string;
    } | null | undefined;
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly questionRef: string;
    }> | null | undefined;
  } | null | undefined;
};
export type useUpdateEventAttendanceMutation = {
  response: useUpdateEventAttendanceMutation$data;
  variables: useUpdateEventAttendanceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "EventAttendanceFormPayload",
    "kind": "LinkedField",
    "name": "updateEventAttendance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EventAttendance",
        "kind": "LinkedField",
        "name": "eventAttendance",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
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
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateEventAttendanceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEventAttendanceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "572268a1e2c03bff63ed2a08afcf7884",
    "id": null,
    "metadata": {},
    "name": "useUpdateEventAttendanceMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEventAttendanceMutation(\n  $input: UpdateEventAttendanceInput!\n) {\n  updateEventAttendance(input: $input) {\n    eventAttendance {\n      id\n      attendeeId\n      eventId\n    }\n    fieldErrors {\n      questionRef\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55553df56f1c599dac2e9010c372870c";

export default node;
