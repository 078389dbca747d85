/**
 * @generated SignedSource<<a4ea81fe8c1f1d7faf59890b5a134214>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentSpreads": FragmentRefs<"ResourceAssigneesTable_query">;
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
v7 = {
  "kind": "Variable",
  "name": "assigned",
  "variableName": "assigned"
},
v8 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v9 = {
  "kind": "Variable",
  "name": "internalId",
  "variableName": "internalId"
},
v10 = {
  "kind": "Variable",
  "name": "page",
  "variableName": "page"
},
v11 = {
  "kind": "Variable",
  "name": "resourceId",
  "variableName": "resourceId"
},
v12 = {
  "kind": "Variable",
  "name": "searchQuery",
  "variableName": "searchQuery"
},
v13 = {
  "kind": "Variable",
  "name": "specialty",
  "variableName": "specialty"
},
v14 = {
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
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignResourceRouteQuery",
    "selections": [
      {
        "args": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ResourceAssigneesTable_query"
      }
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
        "args": [
          (v9/*:: as any*/)
        ],
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resourceSpecialties",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
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
                  (v14/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "a00ed7765aad6c0b9dfe983faad8bdc2",
    "id": null,
    "metadata": {},
    "name": "AssignResourceRouteQuery",
    "operationKind": "query",
    "text": "query AssignResourceRouteQuery(\n  $resourceId: ID!\n  $internalId: Int!\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $specialty: String\n  $assigned: ResourceAssignedFilter\n) {\n  ...ResourceAssigneesTable_query_ssGTx\n}\n\nfragment ResourceAssigneesTable_query_ssGTx on Query {\n  resource(internalId: $internalId) {\n    fileName\n    id\n  }\n  resourceSpecialties\n  resourceAssignees(resourceId: $resourceId, first: $first, page: $page, searchQuery: $searchQuery, specialty: $specialty, assigned: $assigned) {\n    totalCount\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        credentials\n        specialty\n        assigned\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "73e94523d5f95c086c302fcd018a9680";

export default node;
