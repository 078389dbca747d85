/**
 * @generated SignedSource<<8972db2cdfe77734d29a92800eb4c427>>
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
    readonly tenant: {
      readonly registrationPagesEnabled: boolean;
    };
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tenant",
          "kind": "LinkedField",
          "name": "tenant",
          "plural": false,
          "selections": [
            {
              "alias": "registrationPagesEnabled",
              "args": [
                {
                  "kind": "Literal",
                  "name": "id",
                  "value": "registrationPagesEnabled"
                }
              ],
              "kind": "ScalarField",
              "name": "flag",
              "storageKey": "flag(id:\"registrationPagesEnabled\")"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "69563be3069df7ac5e9bbd5cf99b0b90";

export default node;
