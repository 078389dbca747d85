/**
 * @generated SignedSource<<682d6ca0308cb31d562e201985e7db43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailDesignBlockKind = "BUTTON" | "DIVIDER" | "HEADING" | "IMAGE" | "SPACER" | "TEXT" | "%future added value";
export type EmailDesignInput = {
  blocks: ReadonlyArray<EmailDesignBlockInput>;
};
export type EmailDesignBlockInput = {
  alt?: string | null | undefined;
  condition?: string | null | undefined;
  height?: number | null | undefined;
  kind: EmailDesignBlockKind;
  label?: string | null | undefined;
  src?: string | null | undefined;
  text?: string | null | undefined;
  url?: string | null | undefined;
  width?: number | null | undefined;
};
export type useDesignPreviewQuery$variables = {
  design: EmailDesignInput;
  emailTemplateId: string;
};
export type useDesignPreviewQuery$data = {
  readonly emailDesignPreview: {
    readonly error: string | null | undefined;
    readonly html: string | null | undefined;
  };
};
export type useDesignPreviewQuery = {
  response: useDesignPreviewQuery$data;
  variables: useDesignPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "design"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "emailTemplateId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "design",
        "variableName": "design"
      },
      {
        "kind": "Variable",
        "name": "emailTemplateId",
        "variableName": "emailTemplateId"
      }
    ],
    "concreteType": "EmailDesignPreview",
    "kind": "LinkedField",
    "name": "emailDesignPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "html",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDesignPreviewQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDesignPreviewQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1f1bcef38c7882d7dd6a65ec9bb974c5",
    "id": null,
    "metadata": {},
    "name": "useDesignPreviewQuery",
    "operationKind": "query",
    "text": "query useDesignPreviewQuery(\n  $emailTemplateId: ID!\n  $design: EmailDesignInput!\n) {\n  emailDesignPreview(emailTemplateId: $emailTemplateId, design: $design) {\n    html\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0b490999b29d91db82d2a4a6424af77";

export default node;
