/**
 * @generated SignedSource<<84149a27f0d99a488c44e19464d24602>>
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
export type SurveyResponsesTableExportUrlQuery$variables = {
  eventIds?: ReadonlyArray<string> | null | undefined;
  period?: ReportPeriodInput | null | undefined;
  searchQuery?: string | null | undefined;
};
export type SurveyResponsesTableExportUrlQuery$data = {
  readonly surveyResponsesExportUrl: string;
};
export type SurveyResponsesTableExportUrlQuery = {
  response: SurveyResponsesTableExportUrlQuery$data;
  variables: SurveyResponsesTableExportUrlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "eventIds",
        "variableName": "eventIds"
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
      }
    ],
    "kind": "ScalarField",
    "name": "surveyResponsesExportUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyResponsesTableExportUrlQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SurveyResponsesTableExportUrlQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "588ceed3a376ef59aded37b2dd72e171",
    "id": null,
    "metadata": {},
    "name": "SurveyResponsesTableExportUrlQuery",
    "operationKind": "query",
    "text": "query SurveyResponsesTableExportUrlQuery(\n  $searchQuery: String\n  $period: ReportPeriodInput\n  $eventIds: [ID!]\n) {\n  surveyResponsesExportUrl(searchQuery: $searchQuery, period: $period, eventIds: $eventIds)\n}\n"
  }
};
})();

(node as any).hash = "cea0943d3e33237e0062d6af8b2b89d7";

export default node;
