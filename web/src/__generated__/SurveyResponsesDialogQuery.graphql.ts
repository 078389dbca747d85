/**
 * @generated SignedSource<<84f36d3529d2bdd3ede9c0886e1081c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportPeriodInput = {
  from: string;
  timezone: string;
  to: string;
};
export type SurveyResponsesDialogQuery$variables = {
  first: number;
  id: string;
  page?: number | null | undefined;
  period?: ReportPeriodInput | null | undefined;
};
export type SurveyResponsesDialogQuery$data = {
  readonly node: {
    readonly responses?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly answers: ReadonlyArray<{
            readonly answer: string | null | undefined;
            readonly question: string | null | undefined;
          }>;
          readonly respondent: string | null | undefined;
          readonly responseId: number;
          readonly submittedAt: string | null | undefined;
          readonly template: string | null | undefined;
        };
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
};
export type SurveyResponsesDialogQuery = {
  response: SurveyResponsesDialogQuery$data;
  variables: SurveyResponsesDialogQuery$variables;
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
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
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
        }
      ],
      "concreteType": "SurveyResponseConnection",
      "kind": "LinkedField",
      "name": "responses",
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
          "concreteType": "SurveyResponseEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SurveyResponse",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "responseId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "template",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "submittedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "respondent",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SurveyAnswer",
                  "kind": "LinkedField",
                  "name": "answers",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "question",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "answer",
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
      ],
      "storageKey": null
    }
  ],
  "type": "SurveyResponseSummary",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyResponsesDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SurveyResponsesDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1d3c0388ec72e30204db80eefe29f958",
    "id": null,
    "metadata": {},
    "name": "SurveyResponsesDialogQuery",
    "operationKind": "query",
    "text": "query SurveyResponsesDialogQuery(\n  $id: ID!\n  $period: ReportPeriodInput\n  $first: Int!\n  $page: Int\n) {\n  node(id: $id) {\n    __typename\n    ... on SurveyResponseSummary {\n      responses(period: $period, first: $first, page: $page) {\n        totalCount\n        edges {\n          node {\n            responseId\n            template\n            submittedAt\n            respondent\n            answers {\n              question\n              answer\n            }\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "28aa184d0268b3507fcc2dae0057cf99";

export default node;
