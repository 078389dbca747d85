/**
 * @generated SignedSource<<ba7bdb01d0ba3056e34f899942d91be9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailSeriesEditRouteQuery$variables = {
  emailSeriesId: number;
  product?: EmailProduct | null | undefined;
};
export type EmailSeriesEditRouteQuery$data = {
  readonly emailSeriesById: {
    readonly emailTemplates: ReadonlyArray<{
      readonly id: string;
      readonly internalId: number;
      readonly " $fragmentSpreads": FragmentRefs<"emailTemplateValues_template">;
    }> | null | undefined;
    readonly id: string;
    readonly internalId: number;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSeriesForm_query">;
};
export type EmailSeriesEditRouteQuery = {
  response: EmailSeriesEditRouteQuery$data;
  variables: EmailSeriesEditRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "emailSeriesId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "product"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "product",
    "variableName": "product"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "emailSeriesId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
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
  "name": "active",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cc",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipients",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "preheader",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icalEvent",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icalTitle",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icalDescription",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventType",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailTemplateTypeId",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "EmailSeries",
  "kind": "LinkedField",
  "name": "emailSeries",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailSeriesEditRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailSeriesForm_query"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailSeries",
        "kind": "LinkedField",
        "name": "emailSeriesById",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplates",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineDataFragmentSpread",
                "name": "emailTemplateValues_template",
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
                  (v18/*:: as any*/)
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailSeriesEditRouteQuery",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailTemplateType",
        "kind": "LinkedField",
        "name": "emailTemplateTypes",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
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
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailSeries",
        "kind": "LinkedField",
        "name": "emailSeriesById",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplates",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
              (v18/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ccd20e0227a9ae820875b2e7eecc8a09",
    "id": null,
    "metadata": {},
    "name": "EmailSeriesEditRouteQuery",
    "operationKind": "query",
    "text": "query EmailSeriesEditRouteQuery(\n  $emailSeriesId: Int!\n  $product: EmailProduct\n) {\n  ...EmailSeriesForm_query_2DVCXa\n  emailSeriesById(internalId: $emailSeriesId) {\n    id\n    internalId\n    name\n    emailTemplates {\n      id\n      internalId\n      ...emailTemplateValues_template\n    }\n  }\n}\n\nfragment EmailSeriesForm_query_2DVCXa on Query {\n  ...useTemplateContext_query_2DVCXa\n}\n\nfragment emailTemplateValues_template on EmailTemplate {\n  name\n  active\n  subject\n  cc\n  recipients\n  body\n  preheader\n  width\n  icalEvent\n  icalTitle\n  icalDescription\n  eventType\n  emailTemplateTypeId\n  emailSeries {\n    id\n    name\n  }\n}\n\nfragment useTemplateContext_query_2DVCXa on Query {\n  viewer {\n    role\n    id\n  }\n  emailTemplateTypes(product: $product) {\n    internalId\n    type\n    name\n    allowiCalFile\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c70a938345899b101680c47e3e9ac29";

export default node;
