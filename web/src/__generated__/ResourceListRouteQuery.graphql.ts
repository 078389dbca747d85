/**
 * @generated SignedSource<<ef6c138a49bd4745b7a1ac5fad47c52c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceSortField = "CREATED_AT" | "EXPIRATION_DATE" | "FILE_NAME" | "GROUP" | "PRC_CODE" | "TOPIC" | "UPDATED_AT" | "YEAR" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type ResourceListRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: ResourceSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type ResourceListRouteQuery$data = {
  readonly resourceGroups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly resources: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayFileName: string | null | undefined;
        readonly expirationDate: string | null | undefined;
        readonly expired: boolean;
        readonly fileName: string;
        readonly fileUrl: string;
        readonly group: {
          readonly id: string;
        } | null | undefined;
        readonly groupName: string;
        readonly id: string;
        readonly internalId: number;
        readonly isLink: boolean;
        readonly prcCode: string | null | undefined;
        readonly previewUrl: string | null | undefined;
        readonly previewable: boolean;
        readonly topicInternalId: number | null | undefined;
        readonly topicName: string | null | undefined;
        readonly year: number | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly topics: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canUpdate: boolean;
    readonly role: Role;
  } | null | undefined;
};
export type ResourceListRouteQuery = {
  response: ResourceListRouteQuery$data;
  variables: ResourceListRouteQuery$variables;
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker_attachment"
},
v7 = {
  "alias": "canCreate",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "CREATE"
    },
    (v6/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"speaker_attachment\")"
},
v8 = {
  "alias": "canUpdate",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "UPDATE"
    },
    (v6/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"speaker_attachment\")"
},
v9 = {
  "alias": "canDelete",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "DELETE"
    },
    (v6/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"DELETE\",entity:\"speaker_attachment\")"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ResourceGroup",
  "kind": "LinkedField",
  "name": "resourceGroups",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v15 = {
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
  "concreteType": "ResourceConnection",
  "kind": "LinkedField",
  "name": "resources",
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
      "concreteType": "ResourceEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Resource",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v10/*:: as any*/),
            (v14/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isLink",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "previewUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "previewable",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayFileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ResourceGroup",
              "kind": "LinkedField",
              "name": "group",
              "plural": false,
              "selections": [
                (v10/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "groupName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expirationDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expired",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "topicInternalId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "topicName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "year",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "prcCode",
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
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResourceListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "TopicConnection",
        "kind": "LinkedField",
        "name": "topics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TopicEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "topics(first:100)"
      },
      (v15/*:: as any*/)
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
    "name": "ResourceListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "TopicConnection",
        "kind": "LinkedField",
        "name": "topics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TopicEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  (v11/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "topics(first:100)"
      },
      (v15/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "35feb853957416a682d3699969a16d66",
    "id": null,
    "metadata": {},
    "name": "ResourceListRouteQuery",
    "operationKind": "query",
    "text": "query ResourceListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: ResourceSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  viewer {\n    role\n    canCreate: can(entity: \"speaker_attachment\", action: CREATE)\n    canUpdate: can(entity: \"speaker_attachment\", action: UPDATE)\n    canDelete: can(entity: \"speaker_attachment\", action: DELETE)\n    id\n  }\n  resourceGroups {\n    id\n    name\n  }\n  topics(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  resources(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        fileName\n        isLink\n        fileUrl\n        previewUrl\n        previewable\n        displayFileName\n        group {\n          id\n        }\n        groupName\n        expirationDate\n        expired\n        topicInternalId\n        topicName\n        year\n        prcCode\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf93b7c86d12d9056a33f69649046094";

export default node;
