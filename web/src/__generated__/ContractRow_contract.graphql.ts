/**
 * @generated SignedSource<<b3c00fd94e7f4cead98e208ced93cd9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractType = "INDIVIDUAL" | "ORGANIZATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractRow_contract$data = {
  readonly contractFile: {
    readonly fileName: string;
    readonly id: string;
    readonly url: string;
  } | null | undefined;
  readonly endDate: string | null | undefined;
  readonly id: string;
  readonly name: string | null | undefined;
  readonly signedDate: string | null | undefined;
  readonly startDate: string | null | undefined;
  readonly type: ContractType | null | undefined;
  readonly w9File: {
    readonly fileName: string;
    readonly id: string;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "ContractRow_contract";
};
export type ContractRow_contract$key = {
  readonly " $data"?: ContractRow_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractRow_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractRow_contract",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "contractFile",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "w9File",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "e256a057d90f381b906a577a39f6004c";

export default node;
