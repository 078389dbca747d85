/**
 * @generated SignedSource<<96e9e4907a295cf13603762239cc3f29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckSortField = "AMOUNT" | "CREATED_AT" | "FIRST_NAME" | "LAST_NAME" | "SHORT_NAME" | "%future added value";
export type ChecksTableRefetchQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: CheckSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type ChecksTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChecksTable_query">;
};
export type ChecksTableRefetchQuery = {
  response: ChecksTableRefetchQuery$data;
  variables: ChecksTableRefetchQuery$variables;
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
  "name": "action",
  "value": "UPDATE"
},
v3 = {
  "kind": "Literal",
  "name": "entity",
  "value": "check"
},
v4 = {
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
    "name": "ChecksTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChecksTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChecksTableRefetchQuery",
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
              (v2/*:: as any*/),
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
              (v2/*:: as any*/),
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
              (v3/*:: as any*/)
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
              (v3/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"check\")"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v4/*:: as any*/),
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
    "cacheID": "bb84ec16a6fa8a748d898be45fa9ca00",
    "id": null,
    "metadata": {},
    "name": "ChecksTableRefetchQuery",
    "operationKind": "query",
    "text": "query ChecksTableRefetchQuery(\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $sortBy: CheckSortField\n  $sortDesc: Boolean\n) {\n  ...ChecksTable_query_2lwDM8\n}\n\nfragment CheckMetadataDialog_check on Check {\n  firstName\n  lastName\n  shortName\n  amount\n  meta {\n    log {\n      label\n      category\n      field\n      mathLine\n    }\n    calculatedAmount\n    rounded\n    overrideAmount\n    overrideReason\n  }\n}\n\nfragment ChecksTable_query_2lwDM8 on Query {\n  viewer {\n    speakerHidden: hiddenFields(entity: \"speaker\")\n    eventHidden: hiddenFields(entity: \"event\")\n    canEditStructure: can(entity: \"fee_structure\", action: UPDATE)\n    canSetFees: can(entity: \"speaker_fee_rate\", action: UPDATE)\n    canCalculate: can(entity: \"check\", action: CREATE)\n    canDelete: can(entity: \"check\", action: DELETE)\n    id\n  }\n  checks(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        internalId\n        firstName\n        lastName\n        shortName\n        amount\n        createdAt\n        ...CheckMetadataDialog_check\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c652c9d00e407eb810a99e53b9ac476";

export default node;
