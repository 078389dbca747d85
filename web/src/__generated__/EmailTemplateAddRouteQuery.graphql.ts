/**
 * @generated SignedSource<<dafa5fce446b89340b0395fbf77de501>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailTemplateAddRouteQuery$variables = {
  duplicate: boolean;
  duplicateId: number;
  product?: EmailProduct | null | undefined;
};
export type EmailTemplateAddRouteQuery$data = {
  readonly emailTemplate?: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"emailTemplateValues_template">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateForm_query">;
};
export type EmailTemplateAddRouteQuery = {
  response: EmailTemplateAddRouteQuery$data;
  variables: EmailTemplateAddRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "duplicate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "duplicateId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "product"
},
v3 = [
  {
    "kind": "Variable",
    "name": "product",
    "variableName": "product"
  }
],
v4 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "duplicateId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cc",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipients",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "preheader",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icalEvent",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icalTitle",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icalDescription",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventType",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailTemplateTypeId",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "EmailSeries",
  "kind": "LinkedField",
  "name": "emailSeries",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailTemplateAddRouteQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailTemplateForm_query"
      },
      {
        "condition": "duplicate",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "kind": "InlineDataFragmentSpread",
                "name": "emailTemplateValues_template",
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailTemplateAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "EmailTemplateType",
        "kind": "LinkedField",
        "name": "emailTemplateTypes",
        "plural": true,
        "selections": [
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
            "name": "type",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "allowiCalFile",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "duplicate",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1cc300fcaaf794424c1e23a2d22ec538",
    "id": null,
    "metadata": {},
    "name": "EmailTemplateAddRouteQuery",
    "operationKind": "query",
    "text": "query EmailTemplateAddRouteQuery(\n  $product: EmailProduct\n  $duplicateId: Int!\n  $duplicate: Boolean!\n) {\n  ...EmailTemplateForm_query_2DVCXa\n  emailTemplate(internalId: $duplicateId) @include(if: $duplicate) {\n    id\n    ...emailTemplateValues_template\n  }\n}\n\nfragment EmailTemplateForm_query_2DVCXa on Query {\n  ...useTemplateContext_query_2DVCXa\n}\n\nfragment emailTemplateValues_template on EmailTemplate {\n  name\n  active\n  subject\n  cc\n  recipients\n  body\n  preheader\n  width\n  icalEvent\n  icalTitle\n  icalDescription\n  eventType\n  emailTemplateTypeId\n  emailSeries {\n    id\n    name\n  }\n}\n\nfragment useTemplateContext_query_2DVCXa on Query {\n  viewer {\n    role\n    id\n  }\n  emailTemplateTypes(product: $product) {\n    internalId\n    type\n    name\n    allowiCalFile\n  }\n}\n"
  }
};
})();

(node as any).hash = "98b85764c22a072b3c35042961b1a86a";

export default node;
