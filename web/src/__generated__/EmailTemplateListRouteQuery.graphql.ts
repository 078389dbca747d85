/**
 * @generated SignedSource<<352dd71d8071ff670736c4a49eb38d27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailTemplateSortField = "EVENT_TYPE" | "NAME" | "SERIES" | "SUBJECT" | "TYPE" | "%future added value";
export type EmailTemplateListRouteQuery$variables = {
  emailSeriesIds?: ReadonlyArray<number> | null | undefined;
  emailTemplateTypeIds?: ReadonlyArray<number> | null | undefined;
  first: number;
  page?: number | null | undefined;
  product?: EmailProduct | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: EmailTemplateSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type EmailTemplateListRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplatesTable_query">;
};
export type EmailTemplateListRouteQuery = {
  response: EmailTemplateListRouteQuery$data;
  variables: EmailTemplateListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "emailSeriesIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "emailTemplateTypeIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "product"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v8 = {
  "kind": "Variable",
  "name": "product",
  "variableName": "product"
},
v9 = [
  {
    "kind": "Variable",
    "name": "emailSeriesIds",
    "variableName": "emailSeriesIds"
  },
  {
    "kind": "Variable",
    "name": "emailTemplateTypeIds",
    "variableName": "emailTemplateTypeIds"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  (v8/*:: as any*/),
  {
    "kind": "Variable",
    "name": "searchQuery",
    "variableName": "searchQuery"
  },
  {
    "kind": "Variable",
    "name": "sortBy",
    "variableName": "sortBy"
  },
  {
    "kind": "Variable",
    "name": "sortDesc",
    "variableName": "sortDesc"
  }
],
v10 = {
  "kind": "Literal",
  "name": "entity",
  "value": "email_template"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailTemplateListRouteQuery",
    "selections": [
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailTemplatesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailTemplateListRouteQuery",
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
            "alias": "canCreate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "CREATE"
              },
              (v10/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"email_template\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "UPDATE"
              },
              (v10/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"email_template\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v10/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"email_template\")"
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v8/*:: as any*/)
        ],
        "concreteType": "EmailTemplateType",
        "kind": "LinkedField",
        "name": "emailTemplateTypes",
        "plural": true,
        "selections": [
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "EmailTemplateConnection",
        "kind": "LinkedField",
        "name": "emailTemplates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailTemplate",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
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
                    "kind": "ScalarField",
                    "name": "eventType",
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
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmailSeries",
                    "kind": "LinkedField",
                    "name": "emailSeries",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/),
                      (v11/*:: as any*/)
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
    ]
  },
  "params": {
    "cacheID": "8e5042427785cf9470c87c845bf9a849",
    "id": null,
    "metadata": {},
    "name": "EmailTemplateListRouteQuery",
    "operationKind": "query",
    "text": "query EmailTemplateListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: EmailTemplateSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $product: EmailProduct\n  $emailSeriesIds: [Int!]\n  $emailTemplateTypeIds: [Int!]\n) {\n  ...EmailTemplatesTable_query_2GdZ7q\n}\n\nfragment EmailTemplatesTable_query_2GdZ7q on Query {\n  viewer {\n    canCreate: can(entity: \"email_template\", action: CREATE)\n    canUpdate: can(entity: \"email_template\", action: UPDATE)\n    canDelete: can(entity: \"email_template\", action: DELETE)\n    id\n  }\n  emailTemplateTypes(product: $product) {\n    internalId\n    name\n  }\n  emailTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, product: $product, emailSeriesIds: $emailSeriesIds, emailTemplateTypeIds: $emailTemplateTypeIds) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        subject\n        active\n        builder\n        eventType\n        emailTemplateType {\n          name\n        }\n        emailSeries {\n          name\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7cc8156a26b5e076fa1b9f59ddd6e8a";

export default node;
