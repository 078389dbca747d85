/**
 * @generated SignedSource<<4784a367118e64f475c4facac9b24fd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractsCard_speaker$data = {
  readonly contracts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ContractRow_contract">;
  }> | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ContractsCard_speaker";
};
export type ContractsCard_speaker$key = {
  readonly " $data"?: ContractsCard_speaker$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractsCard_speaker">;
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
  "name": "ContractsCard_speaker",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Contract",
      "kind": "LinkedField",
      "name": "contracts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ContractRow_contract"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Speaker",
  "abstractKey": null
};
})();

(node as any).hash = "135a7619aa88c1120e04d9b8d6ec79a4";

export default node;
