/**
 * @generated SignedSource<<3bfdf03ccc5be37094ba7ec5da496130>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetContractAddressInput = {
  address: string;
  city: string;
  speakerId: string;
  state: string;
  zip: string;
};
export type useSetContractAddressMutation$variables = {
  input: SetContractAddressInput;
};
export type useSetContractAddressMutation$data = {
  readonly setContractAddress: {
    readonly contractAddress: {
      readonly address: string | null | undefined;
      readonly city: string | null | undefined;
      readonly id: string;
      readonly state: string | null | undefined;
      readonly zip: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useSetContractAddressMutation = {
  response: useSetContractAddressMutation$data;
  variables: useSetContractAddressMutation$variables;
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
    "concreteType": "SetContractAddressPayload",
    "kind": "LinkedField",
    "name": "setContractAddress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractAddress",
        "kind": "LinkedField",
        "name": "contractAddress",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetContractAddressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetContractAddressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4e593e181b12bb6775ffff93545d4632",
    "id": null,
    "metadata": {},
    "name": "useSetContractAddressMutation",
    "operationKind": "mutation",
    "text": "mutation useSetContractAddressMutation(\n  $input: SetContractAddressInput!\n) {\n  setContractAddress(input: $input) {\n    contractAddress {\n      id\n      address\n      city\n      state\n      zip\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9ed61e3b3e30b7823d4afef56779f74";

export default node;
