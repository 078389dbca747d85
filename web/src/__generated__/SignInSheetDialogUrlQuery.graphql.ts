/**
 * @generated SignedSource<<1b27d244b4359be4d30e4495211daff4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignInSheetDialogUrlQuery$variables = {
  eventId: string;
  extraPages?: number | null | undefined;
  productsDiscussed?: string | null | undefined;
  templateId: string;
};
export type SignInSheetDialogUrlQuery$data = {
  readonly signInSheetUrl: string;
};
export type SignInSheetDialogUrlQuery = {
  response: SignInSheetDialogUrlQuery$data;
  variables: SignInSheetDialogUrlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "extraPages"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productsDiscussed"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "templateId"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "extraPages",
        "variableName": "extraPages"
      },
      {
        "kind": "Variable",
        "name": "productsDiscussed",
        "variableName": "productsDiscussed"
      },
      {
        "kind": "Variable",
        "name": "templateId",
        "variableName": "templateId"
      }
    ],
    "kind": "ScalarField",
    "name": "signInSheetUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignInSheetDialogUrlQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SignInSheetDialogUrlQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "99a0fa70114a46f5ba41f24bf163fa44",
    "id": null,
    "metadata": {},
    "name": "SignInSheetDialogUrlQuery",
    "operationKind": "query",
    "text": "query SignInSheetDialogUrlQuery(\n  $templateId: String!\n  $eventId: ID!\n  $productsDiscussed: String\n  $extraPages: Int\n) {\n  signInSheetUrl(templateId: $templateId, eventId: $eventId, productsDiscussed: $productsDiscussed, extraPages: $extraPages)\n}\n"
  }
};
})();

(node as any).hash = "edc072fe3235f4bc3bccb5511fbf69f0";

export default node;
