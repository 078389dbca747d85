/**
 * @generated SignedSource<<896c4cb91b3d0ab609c63f16bd9d3f95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractAddressCard_speaker$data = {
  readonly contractAddress: {
    readonly address: string | null | undefined;
    readonly city: string | null | undefined;
    readonly id: string;
    readonly state: string | null | undefined;
    readonly zip: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ContractAddressCard_speaker";
};
export type ContractAddressCard_speaker$key = {
  readonly " $data"?: ContractAddressCard_speaker$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractAddressCard_speaker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractAddressCard_speaker",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractAddress",
      "kind": "LinkedField",
      "name": "contractAddress",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "Speaker",
  "abstractKey": null
};
})();

(node as any).hash = "87487dc70545da2933f7f1448d8039d3";

export default node;
