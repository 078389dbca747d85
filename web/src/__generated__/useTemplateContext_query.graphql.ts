/**
 * @generated SignedSource<<8c4f09dffad6935def23ac960aba1f4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useTemplateContext_query$data = {
  readonly emailTemplateTypes: ReadonlyArray<{
    readonly allowiCalFile: boolean;
    readonly internalId: number;
    readonly name: string;
    readonly type: string;
  }>;
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentType": "useTemplateContext_query";
};
export type useTemplateContext_query$key = {
  readonly " $data"?: useTemplateContext_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useTemplateContext_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "product"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useTemplateContext_query",
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "product",
          "variableName": "product"
        }
      ],
      "concreteType": "EmailTemplateType",
      "kind": "LinkedField",
      "name": "emailTemplateTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalId",
          "storageKey": null
        },
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowiCalFile",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "99346070f25797dbd087458d8660fbb5";

export default node;
