/**
 * @generated SignedSource<<f29e57cf5965d81ea02f2229a695a162>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateSortField = "NAME" | "QUESTIONS_COUNT" | "%future added value";
export type RegistrationTemplateListRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: TemplateSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type RegistrationTemplateListRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationTemplatesTable_query">;
};
export type RegistrationTemplateListRouteQuery = {
  response: RegistrationTemplateListRouteQuery$data;
  variables: RegistrationTemplateListRouteQuery$variables;
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
  "value": "registration_template"
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
    "name": "RegistrationTemplateListRouteQuery",
    "selections": [
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "RegistrationTemplatesTable_query"
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
    "name": "RegistrationTemplateListRouteQuery",
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
              (v6/*:: as any*/)
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
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
    "cacheID": "a3a7a2b3bb8576abcb275e02120d53d3",
    "id": null,
    "metadata": {},
    "name": "RegistrationTemplateListRouteQuery",
    "operationKind": "query",
    "text": "query RegistrationTemplateListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: TemplateSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  ...RegistrationTemplatesTable_query_2lwDM8\n}\n\nfragment RegistrationTemplatesTable_query_2lwDM8 on Query {\n  viewer {\n    canCreate: can(entity: \"registration_template\", action: CREATE)\n    canUpdate: can(entity: \"registration_template\", action: UPDATE)\n    canReadAnalytics: can(entity: \"reg_page_analytics\", action: READ)\n    id\n  }\n  registrationTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        name\n        questionsCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "701afd401fbff72055e2f658a3d33ca7";

export default node;
