/**
 * @generated SignedSource<<2d4aca7be27c1636031a12af36572866>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type TrainingProgramSortField = "CREATED_AT" | "EXPIRATION_DATE" | "PROGRAM_NAME" | "TOPIC" | "TYPE" | "%future added value";
export type TrainingType = "CHECKBOX" | "VEEVA_QUALIFICATION" | "VIDEO" | "%future added value";
export type TrainingProgramsRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: TrainingProgramSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type TrainingProgramsRouteQuery$data = {
  readonly trainingPrograms: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly assignedCount: number;
        readonly expirationDate: string;
        readonly hasVideo: boolean;
        readonly id: string;
        readonly internalId: number;
        readonly programName: string;
        readonly topic: {
          readonly description: string;
          readonly internalId: number;
        } | null | undefined;
        readonly type: TrainingType;
        readonly typeLabel: string;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly trainingTopics: ReadonlyArray<{
    readonly description: string;
    readonly internalId: number;
  }> | null | undefined;
  readonly trainingVideoUploadLimit: number | null | undefined;
  readonly viewer: {
    readonly canAssign: boolean;
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canDeleteVideo: boolean;
    readonly canUpdate: boolean;
    readonly role: Role;
  } | null | undefined;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v7 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker_training_program"
},
v8 = {
  "alias": "canCreate",
  "args": [
    (v6/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"speaker_training_program\")"
},
v9 = {
  "alias": "canUpdate",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "UPDATE"
    },
    (v7/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"speaker_training_program\")"
},
v10 = {
  "kind": "Literal",
  "name": "action",
  "value": "DELETE"
},
v11 = {
  "alias": "canDelete",
  "args": [
    (v10/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"DELETE\",entity:\"speaker_training_program\")"
},
v12 = {
  "alias": "canAssign",
  "args": [
    (v6/*:: as any*/),
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
v13 = {
  "alias": "canDeleteVideo",
  "args": [
    (v10/*:: as any*/),
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
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v16 = [
  (v15/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
],
v17 = {
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
            (v14/*:: as any*/),
            (v15/*:: as any*/),
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
              "selections": (v16/*:: as any*/),
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
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "TrainingTopic",
  "kind": "LinkedField",
  "name": "trainingTopics",
  "plural": true,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trainingVideoUploadLimit",
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
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v19/*:: as any*/)
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
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v19/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "ed1f547ebd3fe7011c9c33c66a481280",
    "id": null,
    "metadata": {},
    "name": "TrainingProgramsRouteQuery",
    "operationKind": "query",
    "text": "query TrainingProgramsRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: TrainingProgramSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  viewer {\n    role\n    canCreate: can(entity: \"speaker_training_program\", action: CREATE)\n    canUpdate: can(entity: \"speaker_training_program\", action: UPDATE)\n    canDelete: can(entity: \"speaker_training_program\", action: DELETE)\n    canAssign: can(entity: \"speaker_training\", action: CREATE)\n    canDeleteVideo: can(entity: \"speaker_training_video\", action: DELETE)\n    id\n  }\n  trainingPrograms(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, types: [CHECKBOX, VIDEO]) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        programName\n        type\n        typeLabel\n        expirationDate\n        assignedCount\n        hasVideo\n        topic {\n          internalId\n          description\n        }\n      }\n    }\n  }\n  trainingTopics {\n    internalId\n    description\n  }\n  trainingVideoUploadLimit\n}\n"
  }
};
})();

(node as any).hash = "83bb521e7df2902eb5338154f301c4ae";

export default node;
