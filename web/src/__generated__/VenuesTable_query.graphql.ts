/**
 * @generated SignedSource<<dc6dd87b0f98f039ee2cf4e93700435e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VenuesTable_query$data = {
  readonly venues: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string | null | undefined;
        readonly city: string | null | undefined;
        readonly id: string;
        readonly internalId: number;
        readonly name: string | null | undefined;
        readonly state: string | null | undefined;
        readonly zipCode: string | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly viewer: {
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canUpdate: boolean;
    readonly hiddenFields: ReadonlyArray<string>;
    readonly selectedProduct: Product | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "VenuesTable_query";
};
export type VenuesTable_query$key = {
  readonly " $data"?: VenuesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VenuesTable_query">;
};

import VenuesTableRefetchQuery_graphql from './VenuesTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "venue"
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
      "operation": VenuesTableRefetchQuery_graphql
    }
  },
  "name": "VenuesTable_query",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selectedProduct",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "hiddenFields",
          "storageKey": "hiddenFields(entity:\"venue\")"
        },
        {
          "alias": "canCreate",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "CREATE"
            },
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"CREATE\",entity:\"venue\")"
        },
        {
          "alias": "canUpdate",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "UPDATE"
            },
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"venue\")"
        },
        {
          "alias": "canDelete",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "DELETE"
            },
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"DELETE\",entity:\"venue\")"
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
      "concreteType": "VenueConnection",
      "kind": "LinkedField",
      "name": "venues",
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
          "concreteType": "VenueEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Venue",
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "address",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "city",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "zipCode",
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d91b179258ff5f0012024155d4807531";

export default node;
