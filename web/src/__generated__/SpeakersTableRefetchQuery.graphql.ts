/**
 * @generated SignedSource<<c610b63a1deb67846138381f0984b262>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerCrmStatus = "APPROVED" | "ELIGIBLE" | "EXPIRED" | "NOMINATED" | "%future added value";
export type SpeakerSortField = "CREDENTIALS" | "CRM_STATUS" | "EMAIL" | "FIRST_NAME" | "LAST_NAME" | "SPEAKER_TYPE" | "STATUS" | "%future added value";
export type SpeakerFilterInput = {
  active?: boolean | null | undefined;
  events?: ReadonlyArray<number> | null | undefined;
  statuses?: ReadonlyArray<SpeakerCrmStatus> | null | undefined;
  year?: number | null | undefined;
};
export type SpeakersTableRefetchQuery$variables = {
  filters?: SpeakerFilterInput | null | undefined;
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: SpeakerSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type SpeakersTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpeakersTable_query">;
};
export type SpeakersTableRefetchQuery = {
  response: SpeakersTableRefetchQuery$data;
  variables: SpeakersTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = [
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
v2 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker"
},
v3 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
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
    "name": "SpeakersTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SpeakersTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpeakersTableRefetchQuery",
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
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"speaker\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
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
              (v2/*:: as any*/)
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
              (v3/*:: as any*/),
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
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "f6b91382a4331538bd95120f3b3ecc2e",
    "id": null,
    "metadata": {},
    "name": "SpeakersTableRefetchQuery",
    "operationKind": "query",
    "text": "query SpeakersTableRefetchQuery(\n  $filters: SpeakerFilterInput\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $sortBy: SpeakerSortField\n  $sortDesc: Boolean\n) {\n  ...SpeakersTable_query_4lsU0V\n}\n\nfragment SpeakersTable_query_4lsU0V on Query {\n  viewer {\n    role\n    selectedProduct\n    hiddenFields(entity: \"speaker\")\n    canCreate: can(entity: \"speaker\", action: CREATE)\n    canUpdate: can(entity: \"speaker\", action: UPDATE)\n    canDelete: can(entity: \"speaker\", action: DELETE)\n    canReadEvents: can(entity: \"event\", action: READ)\n    canConfigureProfile: can(entity: \"speaker_profile_field\", action: UPDATE)\n    tenant {\n      veevaSyncEnabled\n    }\n    id\n  }\n  speakers(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        internalId\n        firstName\n        lastName\n        email\n        credentials\n        speakerType\n        crmStatus\n        active\n        hasUserAccount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74a4438a9217c9ba264be3c49cc77fd7";

export default node;
