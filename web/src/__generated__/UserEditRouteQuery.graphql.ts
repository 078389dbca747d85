/**
 * @generated SignedSource<<6cb9a0f6ba57f043a68c49c92d47cc20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type UserEditRouteQuery$variables = {
  userId: number;
};
export type UserEditRouteQuery$data = {
  readonly user: {
    readonly email: string | null | undefined;
    readonly fieldRep: {
      readonly internalId: number;
      readonly name: string | null | undefined;
    } | null | undefined;
    readonly firstName: string | null | undefined;
    readonly hasPassword: boolean;
    readonly id: string;
    readonly internalId: number;
    readonly lastName: string | null | undefined;
    readonly role: Role;
    readonly sendAttendeeEmails: boolean;
    readonly speaker: {
      readonly firstName: string | null | undefined;
      readonly internalId: number;
      readonly lastName: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"UserForm_query">;
};
export type UserEditRouteQuery = {
  response: UserEditRouteQuery$data;
  variables: UserEditRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
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
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
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
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "internalId",
      "variableName": "userId"
    }
  ],
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sendAttendeeEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSpeaker",
      "kind": "LinkedField",
      "name": "speaker",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserFieldRep",
      "kind": "LinkedField",
      "name": "fieldRep",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserEditRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UserForm_query"
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserEditRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RoleName",
        "kind": "LinkedField",
        "name": "roleNames",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "02b54b6b6976e87ba9ce96f3ed9e36a0",
    "id": null,
    "metadata": {},
    "name": "UserEditRouteQuery",
    "operationKind": "query",
    "text": "query UserEditRouteQuery(\n  $userId: Int!\n) {\n  ...UserForm_query\n  user(internalId: $userId) {\n    id\n    internalId\n    email\n    firstName\n    lastName\n    role\n    sendAttendeeEmails\n    hasPassword\n    speaker {\n      internalId\n      firstName\n      lastName\n    }\n    fieldRep {\n      internalId\n      name\n    }\n  }\n}\n\nfragment UserForm_query on Query {\n  viewer {\n    role\n    id\n  }\n  roleNames {\n    role\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "1475e0fbef2ec7e6ebbd037e6f3ad582";

export default node;
