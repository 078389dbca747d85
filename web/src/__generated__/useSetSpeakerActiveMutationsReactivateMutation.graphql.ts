/**
 * @generated SignedSource<<a1281be5043d9e18f8f1d97a297efa1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReactivateSpeakerInput = {
  id: string;
};
export type useSetSpeakerActiveMutationsReactivateMutation$variables = {
  input: ReactivateSpeakerInput;
};
export type useSetSpeakerActiveMutationsReactivateMutation$data = {
  readonly reactivateSpeaker: {
    readonly speaker: {
      readonly active: boolean | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSetSpeakerActiveMutationsReactivateMutation = {
  response: useSetSpeakerActiveMutationsReactivateMutation$data;
  variables: useSetSpeakerActiveMutationsReactivateMutation$variables;
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
    "concreteType": "SpeakerPayload",
    "kind": "LinkedField",
    "name": "reactivateSpeaker",
    "plural": false,
    "selections": [
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
            "name": "active",
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
    "name": "useSetSpeakerActiveMutationsReactivateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSpeakerActiveMutationsReactivateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05c6e1d301b42bba2c893276980fe2d7",
    "id": null,
    "metadata": {},
    "name": "useSetSpeakerActiveMutationsReactivateMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSpeakerActiveMutationsReactivateMutation(\n  $input: ReactivateSpeakerInput!\n) {\n  reactivateSpeaker(input: $input) {\n    speaker {\n      id\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0dea2f8db6fee7bdd42d6281505a391f";

export default node;
