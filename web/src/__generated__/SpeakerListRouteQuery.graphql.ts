/**
 * @generated SignedSource<<b6248c681b6cd9c749f41274b34a0fe9>>
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
export type SpeakerListRouteQuery$variables = {
  filters?: SpeakerFilterInput | null | undefined;
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: SpeakerSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type SpeakerListRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpeakersTable_query">;
};
export type SpeakerListRouteQuery = {
  response: SpeakerListRouteQuery$data;
  variables: SpeakerListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v6 = [
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
v7 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker"
},
v8 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v9 = {
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerListRouteQuery",
    "selections": [
      {
        "args": (v6/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SpeakersTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SpeakerListRouteQuery",
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
              (v7/*:: as any*/)
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
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"speaker\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              (v8/*:: as any*/),
              (v7/*:: as any*/)
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
              (v7/*:: as any*/)
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
              (v8/*:: as any*/),
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
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
                  (v9/*:: as any*/),
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
    "cacheID": "407e99d5e87b4f82b0ab3f175460dc60",
    "id": null,
    "metadata": {},
    "name": "SpeakerListRouteQuery",
    "operationKind": "query",
    "text": "query SpeakerListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: SpeakerSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $filters: SpeakerFilterInput\n) {\n  ...SpeakersTable_query_4lsU0V\n}\n\nfragment SpeakersTable_query_4lsU0V on Query {\n  viewer {\n    role\n    selectedProduct\n    hiddenFields(entity: \"speaker\")\n    canCreate: can(entity: \"speaker\", action: CREATE)\n    canUpdate: can(entity: \"speaker\", action: UPDATE)\n    canDelete: can(entity: \"speaker\", action: DELETE)\n    canReadEvents: can(entity: \"event\", action: READ)\n    canConfigureProfile: can(entity: \"speaker_profile_field\", action: UPDATE)\n    tenant {\n      veevaSyncEnabled\n    }\n    id\n  }\n  speakers(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        internalId\n        firstName\n        lastName\n        email\n        credentials\n        speakerType\n        crmStatus\n        active\n        hasUserAccount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d51aecac99b64afbb9357202630d83e";

export default node;
