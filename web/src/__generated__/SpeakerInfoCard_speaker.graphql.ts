/**
 * @generated SignedSource<<fec7fe6040f3c5a7b3d64c5787ac1e8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SpeakerCrmStatus = "APPROVED" | "ELIGIBLE" | "EXPIRED" | "NOMINATED" | "%future added value";
export type SpeakerType = "CAREGIVER" | "CRM" | "HCP" | "PATIENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SpeakerInfoCard_speaker$data = {
  readonly bioUrl: string | null | undefined;
  readonly credentials: string | null | undefined;
  readonly crmStatus: SpeakerCrmStatus | null | undefined;
  readonly cvUrl: string | null | undefined;
  readonly email: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly id: string;
  readonly institution: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly liaison?: {
    readonly firstName: string | null | undefined;
    readonly internalId: number;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly speakerType: SpeakerType | null | undefined;
  readonly specialty: string | null | undefined;
  readonly veevaId: string | null | undefined;
  readonly " $fragmentType": "SpeakerInfoCard_speaker";
};
export type SpeakerInfoCard_speaker$key = {
  readonly " $data"?: SpeakerInfoCard_speaker$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerInfoCard_speaker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "readLiaison"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeakerInfoCard_speaker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "condition": "readLiaison",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SpeakerLiaison",
          "kind": "LinkedField",
          "name": "liaison",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "internalId",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ]
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
    }
  ],
  "type": "Speaker",
  "abstractKey": null
};
})();

(node as any).hash = "dbb71f615ce2546edf826893d090fc91";

export default node;
