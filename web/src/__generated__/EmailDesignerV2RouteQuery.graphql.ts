/**
 * @generated SignedSource<<23ca0ab814f809572780af813b0e538b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailBuilder = "LEGACY" | "V2" | "%future added value";
export type EmailDesignBlockKind = "BUTTON" | "DIVIDER" | "HEADING" | "IMAGE" | "SPACER" | "TEXT" | "%future added value";
export type EmailDesignerV2RouteQuery$variables = {
  emailTemplateId: number;
  hasId: boolean;
};
export type EmailDesignerV2RouteQuery$data = {
  readonly emailTemplate?: {
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
    readonly emailTemplateType: {
      readonly variables: ReadonlyArray<{
        readonly group: string;
        readonly label: string;
        readonly value: string;
      }>;
    } | null | undefined;
    readonly id: string;
    readonly internalId: number;
    readonly name: string | null | undefined;
  } | null | undefined;
};
export type EmailDesignerV2RouteQuery = {
  response: EmailDesignerV2RouteQuery$data;
  variables: EmailDesignerV2RouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "emailTemplateId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = [
  {
    "condition": "hasId",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "internalId",
            "variableName": "emailTemplateId"
          }
        ],
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
            "name": "internalId",
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
                  (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplateType",
            "kind": "LinkedField",
            "name": "emailTemplateType",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailTemplateVariable",
                "kind": "LinkedField",
                "name": "variables",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "group",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailDesignerV2RouteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailDesignerV2RouteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5cc40a1c92ccd57e8e7ce1f60f62cec0",
    "id": null,
    "metadata": {},
    "name": "EmailDesignerV2RouteQuery",
    "operationKind": "query",
    "text": "query EmailDesignerV2RouteQuery(\n  $emailTemplateId: Int!\n  $hasId: Boolean!\n) {\n  emailTemplate(internalId: $emailTemplateId) @include(if: $hasId) {\n    id\n    internalId\n    name\n    body\n    builder\n    design {\n      blocks {\n        kind\n        text\n        label\n        url\n        src\n        alt\n        width\n        height\n        condition\n      }\n    }\n    emailTemplateType {\n      variables {\n        label\n        value\n        group\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5a382aeec3eea18428350020ecdd5ef";

export default node;
