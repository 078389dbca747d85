/**
 * @generated SignedSource<<eb8d2061caa9c0ba81e1295d6be1d568>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type AttendeeAddRouteQuery$variables = Record<PropertyKey, never>;
export type AttendeeAddRouteQuery$data = {
  readonly viewer: {
    readonly role: Role;
    readonly tenant: {
      readonly featureFlags: ReadonlyArray<{
        readonly id: string;
        readonly value: boolean;
      }>;
      readonly hideAttendeeAddressFields: boolean;
    };
  } | null | undefined;
};
export type AttendeeAddRouteQuery = {
  response: AttendeeAddRouteQuery$data;
  variables: AttendeeAddRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeatureFlag",
      "kind": "LinkedField",
      "name": "featureFlags",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AttendeeAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AttendeeAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "32fafa62245af653732b0dc1018ffd70",
    "id": null,
    "metadata": {},
    "name": "AttendeeAddRouteQuery",
    "operationKind": "query",
    "text": "query AttendeeAddRouteQuery {\n  viewer {\n    role\n    tenant {\n      hideAttendeeAddressFields\n      featureFlags {\n        id\n        value\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "42bbdb19e8f98e2ed44d3b218b7ea962";

export default node;
