/**
 * @generated SignedSource<<63b71891119c16401445cfef211eaa03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateSpeakerLoginInput = {
  email: string;
  speakerId: string;
};
export type useCreateSpeakerLoginMutation$variables = {
  input: CreateSpeakerLoginInput;
};
export type useCreateSpeakerLoginMutation$data = {
  readonly createSpeakerLogin: {
    readonly message: string;
    readonly speaker: {
      readonly hasUserAccount: boolean;
      readonly id: string;
      readonly userId: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateSpeakerLoginMutation = {
  response: useCreateSpeakerLoginMutation$data;
  variables: useCreateSpeakerLoginMutation$variables;
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
    "concreteType": "CreateSpeakerLoginPayload",
    "kind": "LinkedField",
    "name": "createSpeakerLogin",
    "plural": false,
    "selections": [
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
        "concreteType": "Speaker",
        "kind": "LinkedField",
        "name": "speaker",
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
            "name": "hasUserAccount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
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
    "name": "useCreateSpeakerLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSpeakerLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8450c8005667991b3764ee67b3b8340e",
    "id": null,
    "metadata": {},
    "name": "useCreateSpeakerLoginMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSpeakerLoginMutation(\n  $input: CreateSpeakerLoginInput!\n) {\n  createSpeakerLogin(input: $input) {\n    message\n    speaker {\n      id\n      hasUserAccount\n      userId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7c377be3f2f9b4ae7c85c293bb32832";

export default node;
