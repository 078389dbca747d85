/**
 * @generated SignedSource<<2f78b64b253eb265bb754f883ebda0af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckSortField = "AMOUNT" | "CREATED_AT" | "FIRST_NAME" | "LAST_NAME" | "SHORT_NAME" | "%future added value";
export type CalculatorRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: CheckSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type CalculatorRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChecksTable_query">;
};
export type CalculatorRouteQuery = {
  response: CalculatorRouteQuery$data;
  variables: CalculatorRouteQuery$variables;
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
  "name": "action",
  "value": "UPDATE"
},
v7 = {
  "kind": "Literal",
  "name": "entity",
  "value": "check"
},
v8 = {
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
    "name": "CalculatorRouteQuery",
    "selections": [
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChecksTable_query"
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
    "name": "CalculatorRouteQuery",
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
            "alias": "speakerHidden",
            "args": [
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker"
              }
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"speaker\")"
          },
          {
            "alias": "eventHidden",
            "args": [
              {
                "kind": "Literal",
                "name": "entity",
                "value": "event"
              }
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"event\")"
          },
          {
            "alias": "canEditStructure",
            "args": [
              (v6/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "fee_structure"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"fee_structure\")"
          },
          {
            "alias": "canSetFees",
            "args": [
              (v6/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker_fee_rate"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"speaker_fee_rate\")"
          },
          {
            "alias": "canCalculate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "CREATE"
              },
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"check\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"check\")"
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "CheckConnection",
        "kind": "LinkedField",
        "name": "checks",
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
            "kind": "ScalarField",
            "name": "totalCountIsExact",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Check",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
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
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
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
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CheckMeta",
                    "kind": "LinkedField",
                    "name": "meta",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CheckLogEntry",
                        "kind": "LinkedField",
                        "name": "log",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "label",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "category",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "field",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mathLine",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "calculatedAmount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rounded",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "overrideAmount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "overrideReason",
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
    ]
  },
  "params": {
    "cacheID": "77176e00d8da281786fe89ad788c5011",
    "id": null,
    "metadata": {},
    "name": "CalculatorRouteQuery",
    "operationKind": "query",
    "text": "query CalculatorRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: CheckSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  ...ChecksTable_query_2lwDM8\n}\n\nfragment CheckMetadataDialog_check on Check {\n  firstName\n  lastName\n  shortName\n  amount\n  meta {\n    log {\n      label\n      category\n      field\n      mathLine\n    }\n    calculatedAmount\n    rounded\n    overrideAmount\n    overrideReason\n  }\n}\n\nfragment ChecksTable_query_2lwDM8 on Query {\n  viewer {\n    speakerHidden: hiddenFields(entity: \"speaker\")\n    eventHidden: hiddenFields(entity: \"event\")\n    canEditStructure: can(entity: \"fee_structure\", action: UPDATE)\n    canSetFees: can(entity: \"speaker_fee_rate\", action: UPDATE)\n    canCalculate: can(entity: \"check\", action: CREATE)\n    canDelete: can(entity: \"check\", action: DELETE)\n    id\n  }\n  checks(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        internalId\n        firstName\n        lastName\n        shortName\n        amount\n        createdAt\n        ...CheckMetadataDialog_check\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d4f3789aae04affda4b2e8f4ee266ba6";

export default node;
