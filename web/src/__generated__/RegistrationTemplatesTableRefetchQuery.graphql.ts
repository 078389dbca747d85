/**
 * @generated SignedSource<<afc5988755c579411afb73f1fda41a42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateSortField = "NAME" | "QUESTIONS_COUNT" | "%future added value";
export type RegistrationTemplatesTableRefetchQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: TemplateSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type RegistrationTemplatesTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationTemplatesTable_query">;
};
export type RegistrationTemplatesTableRefetchQuery = {
  response: RegistrationTemplatesTableRefetchQuery$data;
  variables: RegistrationTemplatesTableRefetchQuery$variables;
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
  "value": "registration_template"
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
    "name": "RegistrationTemplatesTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "RegistrationTemplatesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegistrationTemplatesTableRefetchQuery",
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
            "storageKey": "can(action:\"CREATE\",entity:\"registration_template\")"
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
            "storageKey": "can(action:\"UPDATE\",entity:\"registration_template\")"
          },
          {
            "alias": "canReadAnalytics",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "READ"
              },
              {
                "kind": "Literal",
                "name": "entity",
                "value": "reg_page_analytics"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"reg_page_analytics\")"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrationTemplateConnection",
        "kind": "LinkedField",
        "name": "registrationTemplates",
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
            "concreteType": "RegistrationTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RegistrationTemplate",
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
    "cacheID": "3f6aa064cb6faa13c8015d89b5f54a86",
    "id": null,
    "metadata": {},
    "name": "RegistrationTemplatesTableRefetchQuery",
    "operationKind": "query",
    "text": "query RegistrationTemplatesTableRefetchQuery(\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $sortBy: TemplateSortField\n  $sortDesc: Boolean\n) {\n  ...RegistrationTemplatesTable_query_2lwDM8\n}\n\nfragment RegistrationTemplatesTable_query_2lwDM8 on Query {\n  viewer {\n    canCreate: can(entity: \"registration_template\", action: CREATE)\n    canUpdate: can(entity: \"registration_template\", action: UPDATE)\n    canReadAnalytics: can(entity: \"reg_page_analytics\", action: READ)\n    id\n  }\n  registrationTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        questionsCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e3170f7782b9ac27b4ebd41a5d3c9c2";

export default node;
