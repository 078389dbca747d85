/**
 * @generated SignedSource<<1b1543a2a7140ffe0e2b5ad6b6a2aa07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEmailTemplateInput = {
  id: string;
};
export type useEmailTemplateMutationsDeleteMutation$variables = {
  input: DeleteEmailTemplateInput;
};
export type useEmailTemplateMutationsDeleteMutation$data = {
  readonly deleteEmailTemplate: {
    readonly deletedId: string | null | undefined;
  } | null | undefined;
};
export type useEmailTemplateMutationsDeleteMutation = {
  response: useEmailTemplateMutationsDeleteMutation$data;
  variables: useEmailTemplateMutationsDeleteMutation$variables;
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
    "name": "useEmailTemplateMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEmailTemplatePayload",
        "kind": "LinkedField",
        "name": "deleteEmailTemplate",
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
    "name": "useEmailTemplateMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEmailTemplatePayload",
        "kind": "LinkedField",
        "name": "deleteEmailTemplate",
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
    "cacheID": "d307ea90f2675b8beb2f88234d7aa77e",
    "id": null,
    "metadata": {},
    "name": "useEmailTemplateMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useEmailTemplateMutationsDeleteMutation(\n  $input: DeleteEmailTemplateInput!\n) {\n  deleteEmailTemplate(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "29ac9bca4ff11aebe3242ab61376ef49";

export default node;
