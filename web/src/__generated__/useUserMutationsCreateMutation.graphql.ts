/**
 * @generated SignedSource<<f526ad29c3fdd21edb0f56d1a07319d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type CreateUserInput = {
  email: string;
  fieldRepId?: number | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  role?: Role | null | undefined;
  sendAttendeeEmails?: boolean | null | undefined;
  speakerId?: number | null | undefined;
  usePwLogin?: boolean | null | undefined;
};
export type useUserMutationsCreateMutation$variables = {
  input: CreateUserInput;
};
export type useUserMutationsCreateMutation$data = {
  readonly createUser: {
    readonly created: boolean;
    readonly message: string;
    readonly restored: boolean;
    readonly user: {
      readonly id: string;
      readonly internalId: number;
    } | null | undefined;
  } | null | undefined;
};
export type useUserMutationsCreateMutation = {
  response: useUserMutationsCreateMutation$data;
  variables: useUserMutationsCreateMutation$variables;
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
    "concreteType": "CreateUserPayload",
    "kind": "LinkedField",
    "name": "createUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restored",
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "internalId",
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
    "name": "useUserMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3a932065538ae724abe0fc79ed5e31cd",
    "id": null,
    "metadata": {},
    "name": "useUserMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useUserMutationsCreateMutation(\n  $input: CreateUserInput!\n) {\n  createUser(input: $input) {\n    created\n    restored\n    message\n    user {\n      id\n      internalId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "80de355c8da4d803e945f730d0a2b4fe";

export default node;
