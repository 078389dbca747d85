/**
 * @generated SignedSource<<58bf17585ebb729c3f8aa52b1981c862>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailBuilder = "LEGACY" | "V2" | "%future added value";
export type EmailDesignerRouteQuery$variables = {
  emailTemplateId: number;
  hasId: boolean;
};
export type EmailDesignerRouteQuery$data = {
  readonly emailTemplate?: {
    readonly body: string | null | undefined;
    readonly builder: EmailBuilder | null | undefined;
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
export type EmailDesignerRouteQuery = {
  response: EmailDesignerRouteQuery$data;
  variables: EmailDesignerRouteQuery$variables;
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
v1 = [
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
    "name": "EmailDesignerRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailDesignerRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7d74207d3c81134338abb7a74432119c",
    "id": null,
    "metadata": {},
    "name": "EmailDesignerRouteQuery",
    "operationKind": "query",
    "text": "query EmailDesignerRouteQuery(\n  $emailTemplateId: Int!\n  $hasId: Boolean!\n) {\n  emailTemplate(internalId: $emailTemplateId) @include(if: $hasId) {\n    id\n    internalId\n    name\n    body\n    builder\n    emailTemplateType {\n      variables {\n        label\n        value\n        group\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db590a6ca6a389a1476ee93a7708e553";

export default node;
