/**
 * @generated SignedSource<<806f4b2ac79b4e44034ec96a5c1c3c74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetSpeakerLiaisonInput = {
  liaisonId?: number | null | undefined;
  speakerId: string;
};
export type useSetSpeakerLiaisonMutation$variables = {
  input: SetSpeakerLiaisonInput;
};
export type useSetSpeakerLiaisonMutation$data = {
  readonly setSpeakerLiaison: {
    readonly speaker: {
      readonly id: string;
      readonly liaison: {
        readonly firstName: string | null | undefined;
        readonly internalId: number;
        readonly lastName: string | null | undefined;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useSetSpeakerLiaisonMutation = {
  response: useSetSpeakerLiaisonMutation$data;
  variables: useSetSpeakerLiaisonMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetSpeakerLiaisonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpeakerPayload",
        "kind": "LinkedField",
        "name": "setSpeakerLiaison",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerLiaison",
                "kind": "LinkedField",
                "name": "liaison",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSpeakerLiaisonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpeakerPayload",
        "kind": "LinkedField",
        "name": "setSpeakerLiaison",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerLiaison",
                "kind": "LinkedField",
                "name": "liaison",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "52647e284da6c2fa9334572c0d43d2c5",
    "id": null,
    "metadata": {},
    "name": "useSetSpeakerLiaisonMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSpeakerLiaisonMutation(\n  $input: SetSpeakerLiaisonInput!\n) {\n  setSpeakerLiaison(input: $input) {\n    speaker {\n      id\n      liaison {\n        internalId\n        firstName\n        lastName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6286adaaab1423245865c6b04db49ec";

export default node;
