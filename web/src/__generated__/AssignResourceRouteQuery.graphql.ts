/**
 * @generated SignedSource<<e2331645d73f2f28954e707dbd33fbea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceAssignedFilter = "ALL" | "ASSIGNED" | "UNASSIGNED" | "%future added value";
export type AssignResourceRouteQuery$variables = {
  assigned?: ResourceAssignedFilter | null | undefined;
  first: number;
  internalId: number;
  page?: number | null | undefined;
  resourceId: string;
  searchQuery?: string | null | undefined;
  specialty?: string | null | undefined;
};
export type AssignResourceRouteQuery$data = {
  readonly resource: {
    readonly fileName: string;
  } | null | undefined;
  readonly resourceAssignees: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly assigned: boolean;
        readonly credentials: string | null | undefined;
        readonly email: string | null | undefined;
        readonly firstName: string;
        readonly id: string;
        readonly lastName: string;
        readonly specialty: string | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly resourceSpecialties: ReadonlyArray<string>;
};
export type AssignResourceRouteQuery = {
  response: AssignResourceRouteQuery$data;
  variables: AssignResourceRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assigned"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "internalId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "resourceId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "specialty"
},
v7 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "internalId"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resourceSpecialties",
  "storageKey": null
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
  "args": [
    {
      "kind": "Variable",
      "name": "assigned",
      "variableName": "assigned"
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
      "name": "resourceId",
      "variableName": "resourceId"
    },
    {
      "kind": "Variable",
      "name": "searchQuery",
      "variableName": "searchQuery"
    },
    {
      "kind": "Variable",
      "name": "specialty",
      "variableName": "specialty"
    }
  ],
  "concreteType": "ResourceAssigneeConnection",
  "kind": "LinkedField",
  "name": "resourceAssignees",
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
      "concreteType": "ResourceAssigneeEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ResourceAssignee",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v10/*:: as any*/),
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
              "name": "specialty",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "assigned",
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignResourceRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
        "plural": false,
        "selections": [
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      (v9/*:: as any*/),
      (v11/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AssignResourceRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      (v9/*:: as any*/),
      (v11/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "090eeb82cfd51a633312ce1fc99231a6",
    "id": null,
    "metadata": {},
    "name": "AssignResourceRouteQuery",
    "operationKind": "query",
    "text": "query AssignResourceRouteQuery(\n  $resourceId: ID!\n  $internalId: Int!\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $specialty: String\n  $assigned: ResourceAssignedFilter\n) {\n  resource(internalId: $internalId) {\n    fileName\n    id\n  }\n  resourceSpecialties\n  resourceAssignees(resourceId: $resourceId, first: $first, page: $page, searchQuery: $searchQuery, specialty: $specialty, assigned: $assigned) {\n    totalCount\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        credentials\n        specialty\n        assigned\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0bf4aaca84e381bf5c96038ea251965b";

export default node;
