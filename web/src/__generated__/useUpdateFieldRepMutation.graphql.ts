/**
 * @generated SignedSource<<a7df45fd65d2fba68e9c58afe689c6af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateFieldRepInput = {
  email: string;
  id: string;
  name: string;
  phone?: string | null | undefined;
};
export type useUpdateFieldRepMutation$variables = {
  input: UpdateFieldRepInput;
};
export type useUpdateFieldRepMutation$data = {
  readonly updateFieldRep: {
    readonly fieldRep: {
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly phone: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateFieldRepMutation = {
  response: useUpdateFieldRepMutation$data;
  variables: useUpdateFieldRepMutation$variables;
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
    "concreteType": "FieldRepPayload",
    "kind": "LinkedField",
    "name": "updateFieldRep",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldRep",
        "kind": "LinkedField",
        "name": "fieldRep",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
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
    "name": "useUpdateFieldRepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateFieldRepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "970e6d0d1b7dc853c52307ccf92f4ac0",
    "id": null,
    "metadata": {},
    "name": "useUpdateFieldRepMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateFieldRepMutation(\n  $input: UpdateFieldRepInput!\n) {\n  updateFieldRep(input: $input) {\n    fieldRep {\n      id\n      name\n      email\n      phone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "caac17bf79e1e381f659a06eaa934d57";

export default node;
