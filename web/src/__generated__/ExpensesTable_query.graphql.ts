/**
 * @generated SignedSource<<12cd6e5cced5f255b202d6a2b654b938>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpensesTable_query$data = {
  readonly expenses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly eventId: string;
        readonly id: string;
        readonly speakerId: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"ExpenseTableRow_row">;
      } | null | undefined;
    }>;
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canUpdate: boolean;
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentType": "ExpensesTable_query";
};
export type ExpensesTable_query$key = {
  readonly " $data"?: ExpensesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpensesTable_query">;
};

import ExpensesTableRefetchQuery_graphql from './ExpensesTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "expense_line"
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "years"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ExpensesTableRefetchQuery_graphql
    }
  },
  "name": "ExpensesTable_query",
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
          "name": "role",
          "storageKey": null
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
          "storageKey": "can(action:\"CREATE\",entity:\"expense_line\")"
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
          "storageKey": "can(action:\"UPDATE\",entity:\"expense_line\")"
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
          "storageKey": "can(action:\"DELETE\",entity:\"expense_line\")"
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
        },
        {
          "kind": "Variable",
          "name": "years",
          "variableName": "years"
        }
      ],
      "concreteType": "ExpenseRowConnection",
      "kind": "LinkedField",
      "name": "expenses",
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
          "concreteType": "ExpenseRowEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ExpenseRow",
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
                  "name": "eventId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "speakerId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ExpenseTableRow_row"
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

(node as any).hash = "381929f18285752169631ae2e98995e0";

export default node;
