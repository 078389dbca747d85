/**
 * @generated SignedSource<<9d72fda326e32cd0be1fac651066e96c>>
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
    "cacheID": "1756966a74349fb531eb03704c6ff5ab",
    "id": null,
    "metadata": {},
    "name": "useCreateSpeakerMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSpeakerMutation(\n  $input: CreateSpeakerInput!\n) {\n  createSpeaker(input: $input) {\n    speaker {\n      id\n      internalId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "820a2b73ad5f504ff0ad380cb6ae5e27";

export default node;
