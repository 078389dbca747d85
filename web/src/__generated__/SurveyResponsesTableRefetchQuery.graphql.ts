/**
 * @generated SignedSource<<d16b1c5a47fd4dec74eb350eab4d6ed9>>
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
],
v2 = {
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
                  (v2/*:: as any*/),
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responsesCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Event",
                    "kind": "LinkedField",
                    "name": "event",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startTime",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "zone",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
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
    "cacheID": "def55d5c6a66c0caf30a468dc4a44622",
    "id": null,
    "metadata": {},
    "name": "SurveyResponsesTableRefetchQuery",
    "operationKind": "query",
    "text": "query SurveyResponsesTableRefetchQuery(\n  $first: Int!\n  $page: Int\n  $period: ReportPeriodInput\n  $searchQuery: String\n  $sortBy: SurveyResponseSortField\n  $sortDesc: Boolean\n) {\n  ...SurveyResponsesTable_query_1aUT4S\n}\n\nfragment SurveyResponsesTable_query_1aUT4S on Query {\n  surveyResponses(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, period: $period) {\n    totalCount\n    edges {\n      node {\n        id\n        shortName\n        title\n        responsesCount\n        event {\n          startTime\n          zone\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff5d2edc9cf0a1c62e1e8de518366b43";

export default node;
