/**
 * @generated SignedSource<<00b2f61ce605cd0df78d1c1f6289dea1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailSeriesAddRouteQuery$variables = {
  duplicate: boolean;
  duplicateId: number;
  product?: EmailProduct | null | undefined;
};
export type EmailSeriesAddRouteQuery$data = {
  readonly emailSeriesById?: {
    readonly emailTemplates: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"emailTemplateValues_template">;
    }> | null | undefined;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSeriesForm_query">;
};
export type EmailSeriesAddRouteQuery = {
  response: EmailSeriesAddRouteQuery$data;
  variables: EmailSeriesAddRouteQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    (v6/*:: as any*/),
    (v5/*:: as any*/)
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
    "name": "EmailSeriesAddRouteQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailSeriesForm_query"
      },
      {
        "condition": "duplicate",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "EmailSeries",
            "kind": "LinkedField",
            "name": "emailSeriesById",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailTemplate",
                "kind": "LinkedField",
                "name": "emailTemplates",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "emailTemplateValues_template",
                    "selections": [
                      (v5/*:: as any*/),
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
    "name": "EmailSeriesAddRouteQuery",
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
          (v6/*:: as any*/)
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
          (v5/*:: as any*/),
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
            "concreteType": "EmailSeries",
            "kind": "LinkedField",
            "name": "emailSeriesById",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailTemplate",
                "kind": "LinkedField",
                "name": "emailTemplates",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v5/*:: as any*/),
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
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "943659ea2a939342156590a34df3268e",
    "id": null,
    "metadata": {},
    "name": "EmailSeriesAddRouteQuery",
    "operationKind": "query",
    "text": "query EmailSeriesAddRouteQuery(\n  $product: EmailProduct\n  $duplicateId: Int!\n  $duplicate: Boolean!\n) {\n  ...EmailSeriesForm_query_2DVCXa\n  emailSeriesById(internalId: $duplicateId) @include(if: $duplicate) {\n    name\n    emailTemplates {\n      id\n      ...emailTemplateValues_template\n    }\n    id\n  }\n}\n\nfragment EmailSeriesForm_query_2DVCXa on Query {\n  ...useTemplateContext_query_2DVCXa\n}\n\nfragment emailTemplateValues_template on EmailTemplate {\n  name\n  active\n  subject\n  cc\n  recipients\n  body\n  preheader\n  width\n  icalEvent\n  icalTitle\n  icalDescription\n  eventType\n  emailTemplateTypeId\n  emailSeries {\n    id\n    name\n  }\n}\n\nfragment useTemplateContext_query_2DVCXa on Query {\n  viewer {\n    role\n    id\n  }\n  emailTemplateTypes(product: $product) {\n    internalId\n    type\n    name\n    allowiCalFile\n  }\n}\n"
  }
};
})();

(node as any).hash = "7da55e90105f9350e15ee5428067307f";

export default node;
