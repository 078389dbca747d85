/**
 * @generated SignedSource<<4c16fff5492c7248867d6b1ddb799e52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChecksTable_query$data = {
  readonly checks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: number;
        readonly createdAt: string;
        readonly firstName: string | null | undefined;
        readonly id: string;
        readonly internalId: number;
        readonly lastName: string | null | undefined;
        readonly shortName: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"CheckMetadataDialog_check">;
      } | null | undefined;
    }>;
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly canCalculate: boolean;
    readonly canDelete: boolean;
    readonly canEditStructure: boolean;
    readonly canSetFees: boolean;
    readonly eventHidden: ReadonlyArray<string>;
    readonly speakerHidden: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "ChecksTable_query";
};
export type ChecksTable_query$key = {
  readonly " $data"?: ChecksTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChecksTable_query">;
};

import ChecksTableRefetchQuery_graphql from './ChecksTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v1 = {
  "kind": "Literal",
  "name": "entity",
  "value": "check"
};
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ChecksTableRefetchQuery_graphql
    }
  },
  "name": "ChecksTable_query",
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
            (v0/*:: as any*/),
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
            (v0/*:: as any*/),
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
            (v1/*:: as any*/)
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
            (v1/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"DELETE\",entity:\"check\")"
        }
      ],
      "storageKey": null
    },
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CheckMetadataDialog_check"
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "0c652c9d00e407eb810a99e53b9ac476";

export default node;
