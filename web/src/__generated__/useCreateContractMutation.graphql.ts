/**
 * @generated SignedSource<<0c59274312c31c6adc898af45a2a7942>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractType = "INDIVIDUAL" | "ORGANIZATION" | "%future added value";
export type CreateContractInput = {
  contractFile?: ContractFileInput | null | undefined;
  endDate?: string | null | undefined;
  name: string;
  signedDate?: string | null | undefined;
  speakerId: string;
  startDate?: string | null | undefined;
  type: ContractType;
  w9File?: ContractFileInput | null | undefined;
};
export type ContractFileInput = {
  fileName: string;
  url: string;
};
export type useCreateContractMutation$variables = {
  input: CreateContractInput;
};
export type useCreateContractMutation$data = {
  readonly createContract: {
    readonly contract: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContractRow_contract">;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateContractMutation = {
  response: useCreateContractMutation$data;
  variables: useCreateContractMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateContractMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "createContract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContractRow_contract"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateContractMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "createContract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Attachment",
                "kind": "LinkedField",
                "name": "w9File",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e86a22579b146d3685fe164ea1e56564",
    "id": null,
    "metadata": {},
    "name": "useCreateContractMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateContractMutation(\n  $input: CreateContractInput!\n) {\n  createContract(input: $input) {\n    contract {\n      id\n      ...ContractRow_contract\n    }\n  }\n}\n\nfragment ContractRow_contract on Contract {\n  id\n  name\n  type\n  signedDate\n  startDate\n  endDate\n  contractFile {\n    id\n    fileName\n    url\n  }\n  w9File {\n    id\n    fileName\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "365090c4f6be90f6cfe10873614caeec";

export default node;
