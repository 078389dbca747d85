/**
 * @generated SignedSource<<5ff4949fceb2322c46051fc002d72fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteContractFileInput = {
  id: string;
};
export type useDeleteContractFileMutation$variables = {
  input: DeleteContractFileInput;
};
export type useDeleteContractFileMutation$data = {
  readonly deleteContractFile: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteContractFileMutation = {
  response: useDeleteContractFileMutation$data;
  variables: useDeleteContractFileMutation$variables;
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
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteContractFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteContractFilePayload",
        "kind": "LinkedField",
        "name": "deleteContractFile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useDeleteContractFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteContractFilePayload",
        "kind": "LinkedField",
        "name": "deleteContractFile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "01b66a31b517387218814f43f015df57",
    "id": null,
    "metadata": {},
    "name": "useDeleteContractFileMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteContractFileMutation(\n  $input: DeleteContractFileInput!\n) {\n  deleteContractFile(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e97a40d8998189dd3ffad336db9d218";

export default node;
