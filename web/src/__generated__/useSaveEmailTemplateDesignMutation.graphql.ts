/**
 * @generated SignedSource<<09d16fc3096720979ddb8525d2fa2115>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailBuilder = "LEGACY" | "V2" | "%future added value";
export type EmailDesignBlockKind = "BUTTON" | "DIVIDER" | "HEADING" | "IMAGE" | "SPACER" | "TEXT" | "%future added value";
export type SaveEmailTemplateDesignInput = {
  body?: string | null | undefined;
  builder: EmailBuilder;
  confirmConversion?: boolean | null | undefined;
  design?: EmailDesignInput | null | undefined;
  emailTemplateId: string;
};
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
export type useSaveEmailTemplateDesignMutation$variables = {
  input: SaveEmailTemplateDesignInput;
};
export type useSaveEmailTemplateDesignMutation$data = {
  readonly saveEmailTemplateDesign: {
    readonly emailTemplate: {
      readonly body: string | null | undefined;
      readonly builder: EmailBuilder | null | undefined;
      readonly design: {
        readonly blocks: ReadonlyArray<{
          readonly alt: string | null | undefined;
          readonly condition: string | null | undefined;
          readonly height: number | null | undefined;
          readonly kind: EmailDesignBlockKind;
          readonly label: string | null | undefined;
          readonly src: string | null | undefined;
          readonly text: string | null | undefined;
          readonly url: string | null | undefined;
          readonly width: number | null | undefined;
        }>;
      } | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveEmailTemplateDesignMutation = {
  response: useSaveEmailTemplateDesignMutation$data;
  variables: useSaveEmailTemplateDesignMutation$variables;
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
    "concreteType": "EmailTemplatePayload",
    "kind": "LinkedField",
    "name": "saveEmailTemplateDesign",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailTemplate",
        "kind": "LinkedField",
        "name": "emailTemplate",
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
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "builder",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailDesign",
            "kind": "LinkedField",
            "name": "design",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailDesignBlock",
                "kind": "LinkedField",
                "name": "blocks",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "src",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "alt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "width",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "height",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "condition",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "name": "useSaveEmailTemplateDesignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveEmailTemplateDesignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "61019c3b8850e324903d19098a657d09",
    "id": null,
    "metadata": {},
    "name": "useSaveEmailTemplateDesignMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveEmailTemplateDesignMutation(\n  $input: SaveEmailTemplateDesignInput!\n) {\n  saveEmailTemplateDesign(input: $input) {\n    emailTemplate {\n      id\n      body\n      builder\n      design {\n        blocks {\n          kind\n          text\n          label\n          url\n          src\n          alt\n          width\n          height\n          condition\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c950632a31d9ba6486c75bc616d5582";

export default node;
