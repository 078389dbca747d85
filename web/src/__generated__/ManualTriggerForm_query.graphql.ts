/**
 * @generated SignedSource<<6fcadc12814683a34bc0578e80bb810d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManualTriggerForm_query$data = {
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentType": "ManualTriggerForm_query";
};
export type ManualTriggerForm_query$key = {
  readonly " $data"?: ManualTriggerForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManualTriggerForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManualTriggerForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4a426708eeba2d35ce0299579cfb47fb";

export default node;
