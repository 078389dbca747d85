/**
 * @generated SignedSource<<59aca248a8904465a946be460ad8a12a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractType = "INDIVIDUAL" | "ORGANIZATION" | "%future added value";
export type UpdateContractInput = {
  contractFile?: ContractFileInput | null | undefined;
  endDate?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  signedDate?: string | null | undefined;
  startDate?: string | null | undefined;
  type?: ContractType | null | undefined;
  w9File?: ContractFileInput | null | undefined;
};
export type ContractFileInput = {
  fileName: string;
  url: string;
};
export type useUpdateContractMutation$variables = {
  input: UpdateContractInput;
};
export type useUpdateContractMutation$data = {
  readonly updateContract: {
    readonly contract: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContractRow_contract">;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateContractMutation = {
  response: useUpdateContractMutation$data;
  variables: useUpdateContractMutation$variables;
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
    "name": "useUpdateContractMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "updateContract",
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
    "name": "useUpdateContractMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "updateContract",
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
    "cacheID": "41a19caf6b919211a121658df0733f37",
    "id": null,
    "metadata": {},
    "name": "useUpdateContractMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateContractMutation(\n  $input: UpdateContractInput!\n) {\n  updateContract(input: $input) {\n    contract {\n      id\n      ...ContractRow_contract\n    }\n  }\n}\n\nfragment ContractRow_contract on Contract {\n  id\n  name\n  type\n  signedDate\n  startDate\n  endDate\n  contractFile {\n    id\n    fileName\n    url\n  }\n  w9File {\n    id\n    fileName\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1f36ab83b1d519333ecedcfdab0687c";

export default node;
