/**
 * @generated SignedSource<<af132400386fffb483b958841cc16a69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MailStatus = "CANCELLED" | "FAILED" | "MISSED" | "QUEUED" | "SENDING" | "SENT" | "SUPPRESSED" | "%future added value";
export type SentMailDialogQuery$variables = {
  internalId: number;
};
export type SentMailDialogQuery$data = {
  readonly sentMailMessage: {
    readonly bodyWithheld: boolean;
    readonly cc: ReadonlyArray<string>;
    readonly html: string | null | undefined;
    readonly lastError: string | null | undefined;
    readonly status: MailStatus;
    readonly subject: string;
    readonly text: string | null | undefined;
    readonly to: string;
  } | null | undefined;
};
export type SentMailDialogQuery = {
  response: SentMailDialogQuery$data;
  variables: SentMailDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "internalId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "internalId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cc",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastError",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "html",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyWithheld",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SentMailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SentMail",
        "kind": "LinkedField",
        "name": "sentMailMessage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SentMailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SentMail",
        "kind": "LinkedField",
        "name": "sentMailMessage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b9831808a46aa5005214b7dca153178",
    "id": null,
    "metadata": {},
    "name": "SentMailDialogQuery",
    "operationKind": "query",
    "text": "query SentMailDialogQuery(\n  $internalId: Int!\n) {\n  sentMailMessage(internalId: $internalId) {\n    to\n    cc\n    subject\n    status\n    lastError\n    html\n    text\n    bodyWithheld\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3659a13d40ef2eb54a041475150ad89b";

export default node;
