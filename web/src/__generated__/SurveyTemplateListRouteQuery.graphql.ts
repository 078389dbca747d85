/**
 * @generated SignedSource<<34a12d775d0e6be26624fcf6b154e268>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateSortField = "NAME" | "QUESTIONS_COUNT" | "%future added value";
export type SurveyTemplateListRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: TemplateSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type SurveyTemplateListRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SurveyTemplatesTable_query">;
};
export type SurveyTemplateListRouteQuery = {
  response: SurveyTemplateListRouteQuery$data;
  variables: SurveyTemplateListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v5 = [
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
v6 = {
  "kind": "Literal",
  "name": "entity",
  "value": "survey_template"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyTemplateListRouteQuery",
    "selections": [
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SurveyTemplatesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SurveyTemplateListRouteQuery",
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
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"survey_template\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "UPDATE"
              },
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"survey_template\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v6/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"survey_template\")"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "SurveyTemplateConnection",
        "kind": "LinkedField",
        "name": "surveyTemplates",
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
            "concreteType": "SurveyTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SurveyTemplate",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
                    "name": "questionsCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pdfPreviewUrl",
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
    "cacheID": "adff53eeb30fd8cd88ef3e5f263eeb7c",
    "id": null,
    "metadata": {},
    "name": "SurveyTemplateListRouteQuery",
    "operationKind": "query",
    "text": "query SurveyTemplateListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: TemplateSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  ...SurveyTemplatesTable_query_2lwDM8\n}\n\nfragment SurveyTemplatesTable_query_2lwDM8 on Query {\n  viewer {\n    canCreate: can(entity: \"survey_template\", action: CREATE)\n    canUpdate: can(entity: \"survey_template\", action: UPDATE)\n    canDelete: can(entity: \"survey_template\", action: DELETE)\n    id\n  }\n  surveyTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        questionsCount\n        pdfPreviewUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "780bbc97d9330f643b3bac6d2a91524c";

export default node;
