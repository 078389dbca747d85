/**
 * @generated SignedSource<<b5b8ab1f3a57d20f59b82d242df647ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateFieldRepInput = {
  email: string;
  name: string;
  phone?: string | null | undefined;
};
export type useCreateFieldRepMutation$variables = {
  input: CreateFieldRepInput;
};
export type useCreateFieldRepMutation$data = {
  readonly createFieldRep: {
    readonly fieldRep: {
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly phone: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateFieldRepMutation = {
  response: useCreateFieldRepMutation$data;
  variables: useCreateFieldRepMutation$variables;
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
    "name": "createFieldRep",
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
    "name": "useCreateFieldRepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateFieldRepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "626832b7a768c20b6c67b79b036e7222",
    "id": null,
    "metadata": {},
    "name": "useCreateFieldRepMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateFieldRepMutation(\n  $input: CreateFieldRepInput!\n) {\n  createFieldRep(input: $input) {\n    fieldRep {\n      id\n      name\n      email\n      phone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "94a5404b96507b19bda036941e840771";

export default node;
