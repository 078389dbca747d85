/**
 * @generated SignedSource<<678a28fbcf50179730b0bcf3d66b3cb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserLinkKind = "FIELD_REP" | "SPEAKER" | "%future added value";
export type UserFormLinkOptionsQuery$variables = {
  kind: UserLinkKind;
  searchQuery?: string | null | undefined;
  userId?: number | null | undefined;
};
export type UserFormLinkOptionsQuery$data = {
  readonly userLinkOptions: ReadonlyArray<{
    readonly active: boolean;
    readonly credentials: string | null | undefined;
    readonly email: string | null | undefined;
    readonly internalId: number;
    readonly name: string;
    readonly specialty: string | null | undefined;
  }>;
};
export type UserFormLinkOptionsQuery = {
  response: UserFormLinkOptionsQuery$data;
  variables: UserFormLinkOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "searchQuery"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "UserLinkOption",
    "kind": "LinkedField",
    "name": "userLinkOptions",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "active",
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
        "name": "credentials",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specialty",
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
    "name": "UserFormLinkOptionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormLinkOptionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0d62f703827975fc3a2211b4b38c3cbe",
    "id": null,
    "metadata": {},
    "name": "UserFormLinkOptionsQuery",
    "operationKind": "query",
    "text": "query UserFormLinkOptionsQuery(\n  $kind: UserLinkKind!\n  $searchQuery: String\n  $userId: Int\n) {\n  userLinkOptions(kind: $kind, searchQuery: $searchQuery, userId: $userId) {\n    internalId\n    name\n    active\n    email\n    credentials\n    specialty\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ade894d09602abc1e045bd91ad81c2d";

export default node;
