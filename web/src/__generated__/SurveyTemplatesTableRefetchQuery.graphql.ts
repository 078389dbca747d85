/**
 * @generated SignedSource<<d78c7ca7ee3fee87fb3ec857e955780c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateSortField = "NAME" | "QUESTIONS_COUNT" | "%future added value";
export type SurveyTemplatesTableRefetchQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: TemplateSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type SurveyTemplatesTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SurveyTemplatesTable_query">;
};
export type SurveyTemplatesTableRefetchQuery = {
  response: SurveyTemplatesTableRefetchQuery$data;
  variables: SurveyTemplatesTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = [
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
v2 = {
  "kind": "Literal",
  "name": "entity",
  "value": "survey_template"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyTemplatesTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SurveyTemplatesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SurveyTemplatesTableRefetchQuery",
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
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"survey_template\")"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v3/*:: as any*/),
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
    "cacheID": "4e040231e2c465d7f2bcaf0fab673c41",
    "id": null,
    "metadata": {},
    "name": "SurveyTemplatesTableRefetchQuery",
    "operationKind": "query",
    "text": "query SurveyTemplatesTableRefetchQuery(\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $sortBy: TemplateSortField\n  $sortDesc: Boolean\n) {\n  ...SurveyTemplatesTable_query_2lwDM8\n}\n\nfragment SurveyTemplatesTable_query_2lwDM8 on Query {\n  viewer {\n    canCreate: can(entity: \"survey_template\", action: CREATE)\n    canUpdate: can(entity: \"survey_template\", action: UPDATE)\n    canDelete: can(entity: \"survey_template\", action: DELETE)\n    id\n  }\n  surveyTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        questionsCount\n        pdfPreviewUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "427a4e49dcdb0f92a7f48ea5226ae512";

export default node;
