/**
 * @generated SignedSource<<ecf91bafad650be9cc28d84077d8ca37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailTemplateSortField = "EVENT_TYPE" | "NAME" | "SERIES" | "SUBJECT" | "TYPE" | "%future added value";
export type EmailTemplatesTableRefetchQuery$variables = {
  emailSeriesIds?: ReadonlyArray<number> | null | undefined;
  emailTemplateTypeIds?: ReadonlyArray<number> | null | undefined;
  first: number;
  page?: number | null | undefined;
  product?: EmailProduct | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: EmailTemplateSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type EmailTemplatesTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplatesTable_query">;
};
export type EmailTemplatesTableRefetchQuery = {
  response: EmailTemplatesTableRefetchQuery$data;
  variables: EmailTemplatesTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "emailSeriesIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "emailTemplateTypeIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "product"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortDesc"
  }
],
v1 = {
  "kind": "Variable",
  "name": "product",
  "variableName": "product"
},
v2 = [
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
  (v1/*:: as any*/),
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
v3 = {
  "kind": "Literal",
  "name": "entity",
  "value": "email_template"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailTemplatesTableRefetchQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailTemplatesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailTemplatesTableRefetchQuery",
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
              (v3/*:: as any*/)
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
              (v3/*:: as any*/)
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
              (v3/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"email_template\")"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/)
        ],
        "concreteType": "EmailTemplateType",
        "kind": "LinkedField",
        "name": "emailTemplateTypes",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                      (v6/*:: as any*/)
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
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
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
    "cacheID": "7e107ab49c5dfb84c2b304739297362d",
    "id": null,
    "metadata": {},
    "name": "EmailTemplatesTableRefetchQuery",
    "operationKind": "query",
    "text": "query EmailTemplatesTableRefetchQuery(\n  $emailSeriesIds: [Int!]\n  $emailTemplateTypeIds: [Int!]\n  $first: Int!\n  $page: Int\n  $product: EmailProduct\n  $searchQuery: String\n  $sortBy: EmailTemplateSortField\n  $sortDesc: Boolean\n) {\n  ...EmailTemplatesTable_query_2GdZ7q\n}\n\nfragment EmailTemplatesTable_query_2GdZ7q on Query {\n  viewer {\n    canCreate: can(entity: \"email_template\", action: CREATE)\n    canUpdate: can(entity: \"email_template\", action: UPDATE)\n    canDelete: can(entity: \"email_template\", action: DELETE)\n    id\n  }\n  emailTemplateTypes(product: $product) {\n    internalId\n    name\n  }\n  emailTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, product: $product, emailSeriesIds: $emailSeriesIds, emailTemplateTypeIds: $emailTemplateTypeIds) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        subject\n        active\n        builder\n        eventType\n        emailTemplateType {\n          name\n        }\n        emailSeries {\n          name\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f01b0b89c0bb0fe3bac13f54d9411e23";

export default node;
