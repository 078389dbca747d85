/**
 * @generated SignedSource<<9f25babe47d0d8a86ccc3eb97a142338>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateResourceInput = {
  expirationDate?: string | null | undefined;
  fileName: string;
  fileUrl: string;
  groupId: string;
  prcCode?: string | null | undefined;
  sourceName?: string | null | undefined;
  speakerIds?: ReadonlyArray<string> | null | undefined;
  topicInternalId?: number | null | undefined;
  year?: number | null | undefined;
};
export type useCreateResourceMutation$variables = {
  input: CreateResourceInput;
};
export type useCreateResourceMutation$data = {
  readonly createResource: {
    readonly resource: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateResourceMutation = {
  response: useCreateResourceMutation$data;
  variables: useCreateResourceMutation$variables;
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
    "concreteType": "ResourcePayload",
    "kind": "LinkedField",
    "name": "createResource",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useCreateResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "71d4f4be72fcd532a9ca1bdc05d3a362",
    "id": null,
    "metadata": {},
    "name": "useCreateResourceMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateResourceMutation(\n  $input: CreateResourceInput!\n) {\n  createResource(input: $input) {\n    resource {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2af6cc679ba1fccc130a934986a1eecc";

export default node;
