/**
 * @generated SignedSource<<a7ff55baa0b33bab00a7bf54ab857df2>>
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
export type useResourceMutationsCreateMutation$variables = {
  input: CreateResourceInput;
};
export type useResourceMutationsCreateMutation$data = {
  readonly createResource: {
    readonly resource: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useResourceMutationsCreateMutation = {
  response: useResourceMutationsCreateMutation$data;
  variables: useResourceMutationsCreateMutation$variables;
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
    "name": "useResourceMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cff45e04d418d006fc20e0b1c574302b",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsCreateMutation(\n  $input: CreateResourceInput!\n) {\n  createResource(input: $input) {\n    resource {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e3bda5c83b6fafc7d0c25b70e660e13";

export default node;
