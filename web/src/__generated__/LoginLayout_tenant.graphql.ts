/**
 * @generated SignedSource<<6830a320638fad2a6efb81f2dd408fb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginLayout_tenant$data = {
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "LoginLayout_tenant";
};
export type LoginLayout_tenant$key = {
  readonly " $data"?: LoginLayout_tenant$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginLayout_tenant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginLayout_tenant",
  "selections": [
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
      "name": "logoUrl",
      "storageKey": null
    }
  ],
  "type": "PublicTenant",
  "abstractKey": null
};

(node as any).hash = "45135a29088730aa316df5f5f05b4902";

export default node;
