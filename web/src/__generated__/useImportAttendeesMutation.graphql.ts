/**
 * @generated SignedSource<<f7cfcea908a82b2a5138bdcfd41dc7ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportAttendanceStatus = "ATTENDED" | "REGISTERED" | "%future added value";
export type ImportAttendeesInput = {
  defaultStatus?: ImportAttendanceStatus | null | undefined;
  eventId: string;
  rows: ReadonlyArray<AttendeeImportRowInput>;
};
export type AttendeeImportRowInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  email?: string | null | undefined;
  emailSubscribe?: boolean | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  marketingSubscribe?: boolean | null | undefined;
  rowNumber: number;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useImportAttendeesMutation$variables = {
  input: ImportAttendeesInput;
};
export type useImportAttendeesMutation$data = {
  readonly importAttendees: {
    readonly results: ReadonlyArray<{
      readonly eventAttendanceId: string | null | undefined;
      readonly message: string | null | undefined;
      readonly ok: boolean;
      readonly rowNumber: number;
    }>;
  } | null | undefined;
};
export type useImportAttendeesMutation = {
  response: useImportAttendeesMutation$data;
  variables: useImportAttendeesMutation$variables;
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
    "concreteType": "ImportAttendeesPayload",
    "kind": "LinkedField",
    "name": "importAttendees",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AttendeeImportResult",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventAttendanceId",
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
    "name": "useImportAttendeesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportAttendeesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "260f33c44c176699b103cc23f93c6fd6",
    "id": null,
    "metadata": {},
    "name": "useImportAttendeesMutation",
    "operationKind": "mutation",
    "text": "mutation useImportAttendeesMutation(\n  $input: ImportAttendeesInput!\n) {\n  importAttendees(input: $input) {\n    results {\n      rowNumber\n      ok\n      message\n      eventAttendanceId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e75ca990471502e1ede4ac96ef727d25";

export default node;
