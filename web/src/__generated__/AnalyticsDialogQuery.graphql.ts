/**
 * @generated SignedSource<<e4fbef8e588da9afa1b83641a6dac6ce>>
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
export type AnalyticsDialogQuery$variables = {
  first: number;
  internalId: number;
  page?: number | null | undefined;
  period?: ReportPeriodInput | null | undefined;
};
export type AnalyticsDialogQuery$data = {
  readonly registrationTemplate: {
    readonly analytics: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly pageName: string | null | undefined;
          readonly registrationCount: number;
          readonly registrationPulse: number;
          readonly shortName: string | null | undefined;
          readonly startTime: string | null | undefined;
          readonly totalViews: number;
          readonly totalViewsPulse: number;
          readonly uniqueViews: number;
          readonly zone: string | null | undefined;
        };
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
};
export type AnalyticsDialogQuery = {
  response: AnalyticsDialogQuery$data;
  variables: AnalyticsDialogQuery$variables;
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
  "name": "internalId"
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
    "name": "internalId",
    "variableName": "internalId"
  }
],
v5 = {
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
  "concreteType": "RegistrationAnalyticsConnection",
  "kind": "LinkedField",
  "name": "analytics",
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
      "concreteType": "RegistrationAnalyticsEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RegistrationAnalyticsRow",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pageName",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "uniqueViews",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalViews",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalViewsPulse",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "registrationCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "registrationPulse",
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
    "name": "AnalyticsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RegistrationTemplate",
        "kind": "LinkedField",
        "name": "registrationTemplate",
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
    "name": "AnalyticsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RegistrationTemplate",
        "kind": "LinkedField",
        "name": "registrationTemplate",
        "plural": false,
        "selections": [
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
    "cacheID": "dfbc4daee0dbf3c599c7eb53841ec63d",
    "id": null,
    "metadata": {},
    "name": "AnalyticsDialogQuery",
    "operationKind": "query",
    "text": "query AnalyticsDialogQuery(\n  $internalId: Int!\n  $period: ReportPeriodInput\n  $first: Int!\n  $page: Int\n) {\n  registrationTemplate(internalId: $internalId) {\n    analytics(period: $period, first: $first, page: $page) {\n      totalCount\n      edges {\n        node {\n          pageName\n          shortName\n          startTime\n          zone\n          uniqueViews\n          totalViews\n          totalViewsPulse\n          registrationCount\n          registrationPulse\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1b1630867b05181f554b694da75317d";

export default node;
