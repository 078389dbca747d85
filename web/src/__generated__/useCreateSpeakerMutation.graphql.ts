/**
 * @generated SignedSource<<96b6db731c43e1a784ddd6810f1d66e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeakerCrmStatus = "APPROVED" | "ELIGIBLE" | "EXPIRED" | "NOMINATED" | "%future added value";
export type SpeakerType = "CAREGIVER" | "CRM" | "HCP" | "PATIENT" | "%future added value";
export type CreateSpeakerInput = {
  address?: string | null | undefined;
  avatarImgUrl?: string | null | undefined;
  bioUrl?: string | null | undefined;
  city?: string | null | undefined;
  credentials?: string | null | undefined;
  crmStatus?: SpeakerCrmStatus | null | undefined;
  cvUrl?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  institution?: string | null | undefined;
  lastName: string;
  login?: boolean | null | undefined;
  phone?: string | null | undefined;
  regionId?: number | null | undefined;
  speakerType: SpeakerType;
  specialty?: string | null | undefined;
  state?: string | null | undefined;
  veevaId?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useCreateSpeakerMutation$variables = {
  input: CreateSpeakerInput;
};
export type useCreateSpeakerMutation$data = {
  readonly createSpeaker: {
    readonly loginMessage: string | null | undefined;
    readonly speaker: {
      readonly id: string;
      readonly internalId: number;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateSpeakerMutation = {
  response: useCreateSpeakerMutation$data;
  variables: useCreateSpeakerMutation$variables;
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
    "concreteType": "CreateSpeakerPayload",
    "kind": "LinkedField",
    "name": "createSpeaker",
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
            "name": "internalId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "loginMessage",
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
    "name": "useCreateSpeakerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSpeakerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "518cf162a1f78da6e9b0b49801d2ac5c",
    "id": null,
    "metadata": {},
    "name": "useCreateSpeakerMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSpeakerMutation(\n  $input: CreateSpeakerInput!\n) {\n  createSpeaker(input: $input) {\n    speaker {\n      id\n      internalId\n    }\n    loginMessage\n  }\n}\n"
  }
};
})();

(node as any).hash = "66ed888c253a2a87a5ea0a8e5ebbbacd";

export default node;
