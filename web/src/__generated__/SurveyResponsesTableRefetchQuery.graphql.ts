/**
 * @generated SignedSource<<bbbefb2a7e7b57fe50eade42ddea061f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SurveyResponseSortField = "RESPONSES_COUNT" | "SHORT_NAME" | "TITLE" | "%future added value";
export type ReportPeriodInput = {
  from: string;
  timezone: string;
  to: string;
};
export type SurveyResponsesTableRefetchQuery$variables = {
  first: number;
  page?: number | null | undefined;
  period?: ReportPeriodInput | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: SurveyResponseSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type SurveyResponsesTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SurveyResponsesTable_query">;
};
export type SurveyResponsesTableRefetchQuery = {
  response: SurveyResponsesTableRefetchQuery$data;
  variables: SurveyResponsesTableRefetchQuery$variables;
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
    "name": "period"
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
    "name": "period",
    "variableName": "period"
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyResponsesTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SurveyResponsesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SurveyResponsesTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SurveyResponseSummaryConnection",
        "kind": "LinkedField",
        "name": "surveyResponses",
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
            "concreteType": "SurveyResponseSummaryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SurveyResponseSummary",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responsesCount",
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
    "cacheID": "f345a6c75026a4c6db9447b84a966ca6",
    "id": null,
    "metadata": {},
    "name": "SurveyResponsesTableRefetchQuery",
    "operationKind": "query",
    "text": "query SurveyResponsesTableRefetchQuery(\n  $first: Int!\n  $page: Int\n  $period: ReportPeriodInput\n  $searchQuery: String\n  $sortBy: SurveyResponseSortField\n  $sortDesc: Boolean\n) {\n  ...SurveyResponsesTable_query_1aUT4S\n}\n\nfragment SurveyResponsesTable_query_1aUT4S on Query {\n  surveyResponses(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, period: $period) {\n    totalCount\n    edges {\n      node {\n        id\n        shortName\n        responsesCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5cd1dbc1256ce8265062516a4e2c19e";

export default node;
