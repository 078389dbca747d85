/**
 * @generated SignedSource<<1e9df269081ccb264aa232e90ebf58a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type SpeakerCrmStatus = "APPROVED" | "ELIGIBLE" | "EXPIRED" | "NOMINATED" | "%future added value";
export type SpeakerType = "CAREGIVER" | "CRM" | "HCP" | "PATIENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SpeakersTable_query$data = {
  readonly speakers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly active: boolean | null | undefined;
        readonly credentials: string | null | undefined;
        readonly crmStatus: SpeakerCrmStatus | null | undefined;
        readonly email: string | null | undefined;
        readonly firstName: string | null | undefined;
        readonly hasUserAccount: boolean;
        readonly id: string;
        readonly internalId: number;
        readonly lastName: string | null | undefined;
        readonly speakerType: SpeakerType | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly canConfigureProfile: boolean;
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canReadEvents: boolean;
    readonly canUpdate: boolean;
    readonly hiddenFields: ReadonlyArray<string>;
    readonly role: Role;
    readonly selectedProduct: Product | null | undefined;
    readonly tenant: {
      readonly veevaSyncEnabled: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "SpeakersTable_query";
};
export type SpeakersTable_query$key = {
  readonly " $data"?: SpeakersTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeakersTable_query">;
};

import SpeakersTableRefetchQuery_graphql from './SpeakersTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker"
},
v1 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filters"
    },
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
      "operation": SpeakersTableRefetchQuery_graphql
    }
  },
  "name": "SpeakersTable_query",
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
          "storageKey": "hiddenFields(entity:\"speaker\")"
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
          "storageKey": "can(action:\"CREATE\",entity:\"speaker\")"
        },
        {
          "alias": "canUpdate",
          "args": [
            (v1/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"speaker\")"
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
          "storageKey": "can(action:\"DELETE\",entity:\"speaker\")"
        },
        {
          "alias": "canReadEvents",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "READ"
            },
            {
              "kind": "Literal",
              "name": "entity",
              "value": "event"
            }
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"READ\",entity:\"event\")"
        },
        {
          "alias": "canConfigureProfile",
          "args": [
            (v1/*:: as any*/),
            {
              "kind": "Literal",
              "name": "entity",
              "value": "speaker_profile_field"
            }
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"speaker_profile_field\")"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tenant",
          "kind": "LinkedField",
          "name": "tenant",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "veevaSyncEnabled",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        },
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
      "concreteType": "SpeakerConnection",
      "kind": "LinkedField",
      "name": "speakers",
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
          "concreteType": "SpeakerEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Speaker",
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
                  "name": "email",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "credentials",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "speakerType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "crmStatus",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "active",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasUserAccount",
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

(node as any).hash = "74a4438a9217c9ba264be3c49cc77fd7";

export default node;
