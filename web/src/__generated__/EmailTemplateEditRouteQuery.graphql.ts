/**
 * @generated SignedSource<<2eaaef269f73ce6abc91fe9b1dae57eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailBuilder = "LEGACY" | "V2" | "%future added value";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailTemplateEditRouteQuery$variables = {
  emailTemplateId: number;
  product?: EmailProduct | null | undefined;
};
export type EmailTemplateEditRouteQuery$data = {
  readonly emailTemplate: {
    readonly builder: EmailBuilder | null | undefined;
    readonly id: string;
    readonly internalId: number;
    readonly " $fragmentSpreads": FragmentRefs<"emailTemplateValues_template">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateForm_query">;
};
export type EmailTemplateEditRouteQuery = {
  response: EmailTemplateEditRouteQuery$data;
  variables: EmailTemplateEditRouteQuery$variables;
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
    "variableName": "emailTemplateId"
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
  "name": "builder",
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
    (v3/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailTemplateEditRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailTemplateForm_query"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailTemplate",
        "kind": "LinkedField",
        "name": "emailTemplate",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailTemplateEditRouteQuery",
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
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailTemplate",
        "kind": "LinkedField",
        "name": "emailTemplate",
        "plural": false,
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
          (v18/*:: as any*/),
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "11f3f526a6e37314e827f3680cc1d05a",
    "id": null,
    "metadata": {},
    "name": "EmailTemplateEditRouteQuery",
    "operationKind": "query",
    "text": "query EmailTemplateEditRouteQuery(\n  $emailTemplateId: Int!\n  $product: EmailProduct\n) {\n  ...EmailTemplateForm_query_2DVCXa\n  emailTemplate(internalId: $emailTemplateId) {\n    id\n    internalId\n    builder\n    ...emailTemplateValues_template\n  }\n}\n\nfragment EmailTemplateForm_query_2DVCXa on Query {\n  ...useTemplateContext_query_2DVCXa\n}\n\nfragment emailTemplateValues_template on EmailTemplate {\n  name\n  active\n  subject\n  cc\n  recipients\n  body\n  preheader\n  width\n  icalEvent\n  icalTitle\n  icalDescription\n  eventType\n  emailTemplateTypeId\n  emailSeries {\n    id\n    name\n  }\n}\n\nfragment useTemplateContext_query_2DVCXa on Query {\n  viewer {\n    role\n    id\n  }\n  emailTemplateTypes(product: $product) {\n    internalId\n    type\n    name\n    allowiCalFile\n  }\n}\n"
  }
};
})();

(node as any).hash = "5cec04689968e3a861b98c41667938de";

export default node;
