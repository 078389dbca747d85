/**
 * @generated SignedSource<<283ce273e12faaae2f472c607fb9b5ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignInSheetDialogTemplatesQuery$variables = Record<PropertyKey, never>;
export type SignInSheetDialogTemplatesQuery$data = {
  readonly signInTemplates: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly templateName: string;
  }>;
};
export type SignInSheetDialogTemplatesQuery = {
  response: SignInSheetDialogTemplatesQuery$data;
  variables: SignInSheetDialogTemplatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignInTemplate",
    "kind": "LinkedField",
    "name": "signInTemplates",
    "plural": true,
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
        "name": "templateName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignInSheetDialogTemplatesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignInSheetDialogTemplatesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d2423b4eb3caae717ce36fd2a24a12c0",
    "id": null,
    "metadata": {},
    "name": "SignInSheetDialogTemplatesQuery",
    "operationKind": "query",
    "text": "query SignInSheetDialogTemplatesQuery {\n  signInTemplates {\n    id\n    templateName\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "886176a98a6c24506af8f9a4fdeeb22b";

export default node;
