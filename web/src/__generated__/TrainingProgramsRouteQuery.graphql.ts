/**
 * @generated SignedSource<<24ac53f8da97a9bc519088946e41175b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrainingProgramSortField = "CREATED_AT" | "EXPIRATION_DATE" | "PROGRAM_NAME" | "TOPIC" | "TYPE" | "%future added value";
export type TrainingProgramsRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: TrainingProgramSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type TrainingProgramsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TrainingProgramsTable_query">;
};
export type TrainingProgramsRouteQuery = {
  response: TrainingProgramsRouteQuery$data;
  variables: TrainingProgramsRouteQuery$variables;
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
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v6 = {
  "kind": "Variable",
  "name": "page",
  "variableName": "page"
},
v7 = {
  "kind": "Variable",
  "name": "searchQuery",
  "variableName": "searchQuery"
},
v8 = {
  "kind": "Variable",
  "name": "sortBy",
  "variableName": "sortBy"
},
v9 = {
  "kind": "Variable",
  "name": "sortDesc",
  "variableName": "sortDesc"
},
v10 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v11 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker_training_program"
},
v12 = {
  "kind": "Literal",
  "name": "action",
  "value": "DELETE"
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v15 = [
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
];
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
    "name": "TrainingProgramsRouteQuery",
    "selections": [
      {
        "args": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "TrainingProgramsTable_query"
      }
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
    "name": "TrainingProgramsRouteQuery",
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
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"speaker_training_program\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "UPDATE"
              },
              (v11/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"speaker_training_program\")"
          },
          {
            "alias": "canDelete",
            "args": [
              (v12/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"speaker_training_program\")"
          },
          {
            "alias": "canAssign",
            "args": [
              (v10/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker_training"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"speaker_training\")"
          },
          {
            "alias": "canDeleteVideo",
            "args": [
              (v12/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker_training_video"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"speaker_training_video\")"
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "kind": "Literal",
            "name": "types",
            "value": [
              "CHECKBOX",
              "VIDEO"
            ]
          }
        ],
        "concreteType": "TrainingProgramConnection",
        "kind": "LinkedField",
        "name": "trainingPrograms",
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
            "concreteType": "TrainingProgramEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TrainingProgram",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "programName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "typeLabel",
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
                    "name": "assignedCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasVideo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingTopic",
                    "kind": "LinkedField",
                    "name": "topic",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainingTopic",
        "kind": "LinkedField",
        "name": "trainingTopics",
        "plural": true,
        "selections": (v15/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trainingVideoUploadLimit",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7589dcc3a5430353716b2c39ce4eb8c",
    "id": null,
    "metadata": {},
    "name": "TrainingProgramsRouteQuery",
    "operationKind": "query",
    "text": "query TrainingProgramsRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: TrainingProgramSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  ...TrainingProgramsTable_query_2lwDM8\n}\n\nfragment TrainingProgramsTable_query_2lwDM8 on Query {\n  viewer {\n    role\n    canCreate: can(entity: \"speaker_training_program\", action: CREATE)\n    canUpdate: can(entity: \"speaker_training_program\", action: UPDATE)\n    canDelete: can(entity: \"speaker_training_program\", action: DELETE)\n    canAssign: can(entity: \"speaker_training\", action: CREATE)\n    canDeleteVideo: can(entity: \"speaker_training_video\", action: DELETE)\n    id\n  }\n  trainingPrograms(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, types: [CHECKBOX, VIDEO]) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        programName\n        type\n        typeLabel\n        expirationDate\n        assignedCount\n        hasVideo\n        topic {\n          internalId\n          description\n        }\n      }\n    }\n  }\n  trainingTopics {\n    internalId\n    description\n  }\n  trainingVideoUploadLimit\n}\n"
  }
};
})();

(node as any).hash = "8109e97c4e90a4788c5bd45baa4486c3";

export default node;
