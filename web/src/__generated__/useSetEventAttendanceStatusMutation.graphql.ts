/**
 * @generated SignedSource<<21b3bd0aa6f21390c165f9ffc302726d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "ATTENDED" | "CANCELLED" | "INELIGIBLE" | "NOSHOW" | "REGISTERED" | "WALKIN" | "%future added value";
export type SetEventAttendanceStatusInput = {
  ids: ReadonlyArray<string>;
  status: AttendanceStatus;
};
export type useSetEventAttendanceStatusMutation$variables = {
  input: SetEventAttendanceStatusInput;
};
export type useSetEventAttendanceStatusMutation$data = {
  readonly setEventAttendanceStatus: {
    readonly eventAttendances: ReadonlyArray<{
      readonly id: string;
      readonly status: AttendanceStatus;
    }>;
  } | null | undefined;
};
export type useSetEventAttendanceStatusMutation = {
  response: useSetEventAttendanceStatusMutation$data;
  variables: useSetEventAttendanceStatusMutation$variables;
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
    "concreteType": "SetEventAttendanceStatusPayload",
    "kind": "LinkedField",
    "name": "setEventAttendanceStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EventAttendance",
        "kind": "LinkedField",
        "name": "eventAttendances",
        "plural": true,
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
            "name": "status",
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
    "name": "useSetEventAttendanceStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetEventAttendanceStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c2200af2dcd20491061f5e5f5466058",
    "id": null,
    "metadata": {},
    "name": "useSetEventAttendanceStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetEventAttendanceStatusMutation(\n  $input: SetEventAttendanceStatusInput!\n) {\n  setEventAttendanceStatus(input: $input) {\n    eventAttendances {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f9ff87d62496a31963f732bd59b1f62";

export default node;
