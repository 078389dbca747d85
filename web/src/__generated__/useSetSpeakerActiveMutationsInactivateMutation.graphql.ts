/**
 * @generated SignedSource<<eb514ab4ae395aec5920258f5dc789b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InactivateSpeakerInput = {
  id: string;
};
export type useSetSpeakerActiveMutationsInactivateMutation$variables = {
  input: InactivateSpeakerInput;
};
export type useSetSpeakerActiveMutationsInactivateMutation$data = {
  readonly inactivateSpeaker: {
    readonly speaker: {
      readonly active: boolean | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSetSpeakerActiveMutationsInactivateMutation = {
  response: useSetSpeakerActiveMutationsInactivateMutation$data;
  variables: useSetSpeakerActiveMutationsInactivateMutation$variables;
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
    "name": "inactivateSpeaker",
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
    "name": "useSetSpeakerActiveMutationsInactivateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSpeakerActiveMutationsInactivateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "49a980f0969b6b25bc57dee968bcb26e",
    "id": null,
    "metadata": {},
    "name": "useSetSpeakerActiveMutationsInactivateMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSpeakerActiveMutationsInactivateMutation(\n  $input: InactivateSpeakerInput!\n) {\n  inactivateSpeaker(input: $input) {\n    speaker {\n      id\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e3137fba0d5003eb75c3b80cff0c6b9";

export default node;
