/**
 * @generated SignedSource<<0770935520b3916bb0ae21f82efcb1f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileFieldType = "BOOLEAN" | "DATE" | "FILE" | "NUMBER" | "TEXT" | "TEXTAREA" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileConfigForm_groups$data = ReadonlyArray<{
  readonly disabledUserRoles: ReadonlyArray<Role>;
  readonly fields: ReadonlyArray<{
    readonly id: string;
    readonly internalId: number;
    readonly name: string;
    readonly type: ProfileFieldType;
    readonly weight: number;
  }>;
  readonly hiddenUserRoles: ReadonlyArray<Role>;
  readonly id: string;
  readonly internalId: number;
  readonly locked: boolean;
  readonly name: string;
  readonly weight: number;
  readonly " $fragmentType": "ProfileConfigForm_groups";
}>;
export type ProfileConfigForm_groups$key = ReadonlyArray<{
  readonly " $data"?: ProfileConfigForm_groups$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileConfigForm_groups">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProfileConfigForm_groups",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenUserRoles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledUserRoles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileFieldConfig",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ProfileGroupConfig",
  "abstractKey": null
};
})();

(node as any).hash = "921f5b0b2d6e209f7ecc5bc26c507e25";

export default node;
