/**
 * @generated SignedSource<<ec630ef161e29ae73b1d0cbe5abfee00>>
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
    readonly internalId: number;
    readonly name: string;
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
    "cacheID": "d39149b910324929fe25da28981b798b",
    "id": null,
    "metadata": {},
    "name": "UserFormLinkOptionsQuery",
    "operationKind": "query",
    "text": "query UserFormLinkOptionsQuery(\n  $kind: UserLinkKind!\n  $searchQuery: String\n  $userId: Int\n) {\n  userLinkOptions(kind: $kind, searchQuery: $searchQuery, userId: $userId) {\n    internalId\n    name\n    active\n  }\n}\n"
  }
};
})();

(node as any).hash = "a525e994083341ee702b0b35e1c1b32e";

export default node;
