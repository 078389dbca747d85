/**
 * @generated SignedSource<<1e86ea84878dc1a176c61b4d87d19e55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type SpeakerTrainingStatus = "COMPLETE" | "EXPIRED" | "OVERDUE" | "PENDING" | "%future added value";
export type TrainingType = "CHECKBOX" | "VEEVA_QUALIFICATION" | "VIDEO" | "%future added value";
export type TrainingListRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type TrainingListRouteQuery$data = {
  readonly speakerTrainings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly completionAttachment: {
          readonly fileName: string;
          readonly fileUrl: string;
        } | null | undefined;
        readonly completionDate: string | null | undefined;
        readonly dueDate: string;
        readonly id: string;
        readonly internalId: number;
        readonly program: {
          readonly internalId: number;
          readonly programName: string;
          readonly topic: {
            readonly description: string;
          } | null | undefined;
          readonly type: TrainingType;
          readonly typeLabel: string;
        };
        readonly speaker: {
          readonly firstName: string;
          readonly lastName: string;
        };
        readonly status: SpeakerTrainingStatus;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly speakerTrainingsExportUrl: string;
  readonly viewer: {
    readonly canMark: boolean;
    readonly role: Role;
  } | null | undefined;
};
export type TrainingListRouteQuery = {
  response: TrainingListRouteQuery$data;
  variables: TrainingListRouteQuery$variables;
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
  "name": "sortDesc"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v5 = {
  "alias": "canMark",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "UPDATE"
    },
    {
      "kind": "Literal",
      "name": "entity",
      "value": "speaker_training"
    }
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"speaker_training\")"
},
v6 = {
  "kind": "Literal",
  "name": "programTypes",
  "value": [
    "CHECKBOX",
    "VIDEO"
  ]
},
v7 = {
  "kind": "Variable",
  "name": "searchQuery",
  "variableName": "searchQuery"
},
v8 = {
  "kind": "Variable",
  "name": "sortDesc",
  "variableName": "sortDesc"
},
v9 = [
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
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completionDate",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "TrainingCertificate",
  "kind": "LinkedField",
  "name": "completionAttachment",
  "plural": false,
  "selections": [
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
      "name": "fileUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "TrainingSpeaker",
  "kind": "LinkedField",
  "name": "speaker",
  "plural": false,
  "selections": [
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
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "programName",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "typeLabel",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "TrainingTopic",
  "kind": "LinkedField",
  "name": "topic",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "speakerTrainingsExportUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TrainingListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "SpeakerTrainingConnection",
        "kind": "LinkedField",
        "name": "speakerTrainings",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SpeakerTrainingEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerTraining",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingProgram",
                    "kind": "LinkedField",
                    "name": "program",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/)
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
        "storageKey": null
      },
      (v22/*:: as any*/)
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
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TrainingListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "SpeakerTrainingConnection",
        "kind": "LinkedField",
        "name": "speakerTrainings",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SpeakerTrainingEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerTraining",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingProgram",
                    "kind": "LinkedField",
                    "name": "program",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v11/*:: as any*/)
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
        "storageKey": null
      },
      (v22/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9d499735852ad7fa8eeb3541f54aaf21",
    "id": null,
    "metadata": {},
    "name": "TrainingListRouteQuery",
    "operationKind": "query",
    "text": "query TrainingListRouteQuery(\n  $first: Int!\n  $page: Int\n  $sortDesc: Boolean\n  $searchQuery: String\n) {\n  viewer {\n    role\n    canMark: can(entity: \"speaker_training\", action: UPDATE)\n    id\n  }\n  speakerTrainings(first: $first, page: $page, sortDesc: $sortDesc, searchQuery: $searchQuery, programTypes: [CHECKBOX, VIDEO]) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        status\n        dueDate\n        completionDate\n        completionAttachment {\n          fileName\n          fileUrl\n        }\n        speaker {\n          firstName\n          lastName\n        }\n        program {\n          internalId\n          programName\n          type\n          typeLabel\n          topic {\n            description\n          }\n          id\n        }\n      }\n    }\n  }\n  speakerTrainingsExportUrl(searchQuery: $searchQuery, sortDesc: $sortDesc, programTypes: [CHECKBOX, VIDEO])\n}\n"
  }
};
})();

(node as any).hash = "cd7c435a5674669b3664c1c8fecbb695";

export default node;
