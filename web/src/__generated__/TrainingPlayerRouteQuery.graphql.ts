/**
 * @generated SignedSource<<389b5ced3e3b5c84f550e217d08158af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type TrainingPlayerRouteQuery$variables = {
  asSpeaker: boolean;
  programId: number;
  speakerId: number;
};
export type TrainingPlayerRouteQuery$data = {
  readonly speakerTrainings?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly completionDate: string | null | undefined;
        readonly id: string;
        readonly program: {
          readonly internalId: number;
        };
        readonly videoProgressDurationInSeconds: number;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly trainingProgram: {
    readonly internalId: number;
    readonly programName: string;
    readonly video: {
      readonly description: string;
      readonly durationInSeconds: number;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly impersonating: {
      readonly speakerId: number;
    } | null | undefined;
    readonly role: Role;
  } | null | undefined;
};
export type TrainingPlayerRouteQuery = {
  response: TrainingPlayerRouteQuery$data;
  variables: TrainingPlayerRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "asSpeaker"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "programId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speakerId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ImpersonatedSpeaker",
  "kind": "LinkedField",
  "name": "impersonating",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speakerId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "programId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "programName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "TrainingVideo",
  "kind": "LinkedField",
  "name": "video",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationInSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "programTypes",
    "value": [
      "VIDEO"
    ]
  },
  {
    "kind": "Variable",
    "name": "speakerInternalId",
    "variableName": "speakerId"
  }
],
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
  "name": "completionDate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoProgressDurationInSeconds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TrainingPlayerRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "TrainingProgram",
        "kind": "LinkedField",
        "name": "trainingProgram",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "asSpeaker",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "SpeakerTrainingConnection",
            "kind": "LinkedField",
            "name": "speakerTrainings",
            "plural": false,
            "selections": [
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
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrainingProgram",
                        "kind": "LinkedField",
                        "name": "program",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/)
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
          }
        ]
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TrainingPlayerRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "TrainingProgram",
        "kind": "LinkedField",
        "name": "trainingProgram",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "asSpeaker",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "SpeakerTrainingConnection",
            "kind": "LinkedField",
            "name": "speakerTrainings",
            "plural": false,
            "selections": [
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
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrainingProgram",
                        "kind": "LinkedField",
                        "name": "program",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v10/*:: as any*/)
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
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "38c7885e2b44d085dc35610165c2afc3",
    "id": null,
    "metadata": {},
    "name": "TrainingPlayerRouteQuery",
    "operationKind": "query",
    "text": "query TrainingPlayerRouteQuery(\n  $programId: Int!\n  $speakerId: Int!\n  $asSpeaker: Boolean!\n) {\n  viewer {\n    role\n    impersonating {\n      speakerId\n    }\n    id\n  }\n  trainingProgram(internalId: $programId) {\n    internalId\n    programName\n    video {\n      name\n      description\n      durationInSeconds\n      url\n    }\n    id\n  }\n  speakerTrainings(first: 100, speakerInternalId: $speakerId, programTypes: [VIDEO]) @include(if: $asSpeaker) {\n    edges {\n      node {\n        id\n        completionDate\n        videoProgressDurationInSeconds\n        program {\n          internalId\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "587edbb068c460bddc47a51b13cff38e";

export default node;
