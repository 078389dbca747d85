/**
 * @generated SignedSource<<993e21b9cf762888b2a14fd2ef25fba6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateResourceInput = {
  expirationDate?: string | null | undefined;
  fileName?: string | null | undefined;
  groupId?: string | null | undefined;
  id: string;
  prcCode?: string | null | undefined;
  topicInternalId?: number | null | undefined;
  year?: number | null | undefined;
};
export type useUpdateResourceMutation$variables = {
  input: UpdateResourceInput;
};
export type useUpdateResourceMutation$data = {
  readonly updateResource: {
    readonly resource: {
      readonly expirationDate: string | null | undefined;
      readonly expired: boolean;
      readonly fileName: string;
      readonly group: {
        readonly id: string;
      } | null | undefined;
      readonly groupName: string;
      readonly id: string;
      readonly prcCode: string | null | undefined;
      readonly topicInternalId: number | null | undefined;
      readonly topicName: string | null | undefined;
      readonly year: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateResourceMutation = {
  response: useUpdateResourceMutation$data;
  variables: useUpdateResourceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ResourcePayload",
    "kind": "LinkedField",
    "name": "updateResource",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ResourceGroup",
            "kind": "LinkedField",
            "name": "group",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expirationDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "topicInternalId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "topicName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "year",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prcCode",
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
    "name": "useUpdateResourceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateResourceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "da90b291aebfde9556ab9d9b4b061733",
    "id": null,
    "metadata": {},
    "name": "useUpdateResourceMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateResourceMutation(\n  $input: UpdateResourceInput!\n) {\n  updateResource(input: $input) {\n    resource {\n      id\n      fileName\n      group {\n        id\n      }\n      groupName\n      expirationDate\n      expired\n      topicInternalId\n      topicName\n      year\n      prcCode\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dfc1b60ded9902b29315ca7df3dc6638";

export default node;
