/**
 * @generated SignedSource<<0bf6a2f96e57c918ee14a4486647e5b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveSpeakerProfileValuesInput = {
  speakerId: string;
  values: ReadonlyArray<ProfileValueInput>;
};
export type ProfileValueInput = {
  fieldId: number;
  value?: string | null | undefined;
};
export type useSaveSpeakerProfileValuesMutation$variables = {
  input: SaveSpeakerProfileValuesInput;
};
export type useSaveSpeakerProfileValuesMutation$data = {
  readonly saveSpeakerProfileValues: {
    readonly speaker: {
      readonly customProfile: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"CustomGroupCard_group">;
      }> | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveSpeakerProfileValuesMutation = {
  response: useSaveSpeakerProfileValuesMutation$data;
  variables: useSaveSpeakerProfileValuesMutation$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSpeakerProfileValuesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpeakerPayload",
        "kind": "LinkedField",
        "name": "saveSpeakerProfileValues",
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
                "concreteType": "SpeakerProfileGroup",
                "kind": "LinkedField",
                "name": "customProfile",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CustomGroupCard_group"
                  }
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
    "name": "useSaveSpeakerProfileValuesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpeakerPayload",
        "kind": "LinkedField",
        "name": "saveSpeakerProfileValues",
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
                "concreteType": "SpeakerProfileGroup",
                "kind": "LinkedField",
                "name": "customProfile",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "disabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SpeakerProfileField",
                    "kind": "LinkedField",
                    "name": "fields",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalId",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
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
    "cacheID": "f5946bc97120626b63f8dcbc962324f1",
    "id": null,
    "metadata": {},
    "name": "useSaveSpeakerProfileValuesMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSpeakerProfileValuesMutation(\n  $input: SaveSpeakerProfileValuesInput!\n) {\n  saveSpeakerProfileValues(input: $input) {\n    speaker {\n      id\n      customProfile {\n        ...CustomGroupCard_group\n        id\n      }\n    }\n  }\n}\n\nfragment CustomGroupCard_group on SpeakerProfileGroup {\n  name\n  disabled\n  fields {\n    id\n    internalId\n    name\n    type\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "5dae67d354b6ba4f4c3cb2477a6dd2cc";

export default node;
