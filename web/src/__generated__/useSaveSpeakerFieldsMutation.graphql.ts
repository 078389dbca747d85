/**
 * @generated SignedSource<<be774ca7ed60e1815e5b47720b95c9b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerCrmStatus = "APPROVED" | "ELIGIBLE" | "EXPIRED" | "NOMINATED" | "%future added value";
export type SpeakerType = "CAREGIVER" | "CRM" | "HCP" | "PATIENT" | "%future added value";
export type UpdateSpeakerInput = {
  address?: string | null | undefined;
  avatarImgUrl?: string | null | undefined;
  bioUrl?: string | null | undefined;
  city?: string | null | undefined;
  credentials?: string | null | undefined;
  crmStatus?: SpeakerCrmStatus | null | undefined;
  cvUrl?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id: string;
  institution?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  regionId?: number | null | undefined;
  speakerType?: SpeakerType | null | undefined;
  specialty?: string | null | undefined;
  state?: string | null | undefined;
  veevaId?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useSaveSpeakerFieldsMutation$variables = {
  input: UpdateSpeakerInput;
};
export type useSaveSpeakerFieldsMutation$data = {
  readonly updateSpeaker: {
    readonly speaker: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AddressInfoCard_speaker" | "HeadshotCard_speaker" | "SpeakerInfoCard_speaker">;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveSpeakerFieldsMutation = {
  response: useSaveSpeakerFieldsMutation$data;
  variables: useSaveSpeakerFieldsMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSpeakerFieldsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpeakerPayload",
        "kind": "LinkedField",
        "name": "updateSpeaker",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "SpeakerInfoCard_speaker"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HeadshotCard_speaker"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AddressInfoCard_speaker"
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
    "name": "useSaveSpeakerFieldsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpeakerPayload",
        "kind": "LinkedField",
        "name": "updateSpeaker",
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
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
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
                "name": "phone",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "institution",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "speakerType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "crmStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cvUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bioUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "veevaId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarImgUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zip",
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
    "cacheID": "ac0ad0fd078c62435397167cf970ac53",
    "id": null,
    "metadata": {},
    "name": "useSaveSpeakerFieldsMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSpeakerFieldsMutation(\n  $input: UpdateSpeakerInput!\n) {\n  updateSpeaker(input: $input) {\n    speaker {\n      id\n      ...SpeakerInfoCard_speaker\n      ...HeadshotCard_speaker\n      ...AddressInfoCard_speaker\n    }\n  }\n}\n\nfragment AddressInfoCard_speaker on Speaker {\n  id\n  address\n  city\n  state\n  zip\n}\n\nfragment HeadshotCard_speaker on Speaker {\n  id\n  firstName\n  lastName\n  avatarImgUrl\n}\n\nfragment SpeakerInfoCard_speaker on Speaker {\n  id\n  firstName\n  lastName\n  email\n  phone\n  credentials\n  specialty\n  institution\n  speakerType\n  crmStatus\n  cvUrl\n  bioUrl\n  veevaId\n}\n"
  }
};
})();

(node as any).hash = "d7121efcdb3701457635d0381852495b";

export default node;
