/**
 * @generated SignedSource<<445d8fbcfe6cac2f39ac04d5967e00db>>
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
  readonly speakerTrainingOfProgram?: {
    readonly completionDate: string | null | undefined;
    readonly id: string;
    readonly videoProgressDurationInSeconds: number;
    readonly videoStartedAt: string | null | undefined;
  } | null | undefined;
  readonly trainingProgram: {
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
  "name": "programName",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "condition": "asSpeaker",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "programInternalId",
          "variableName": "programId"
        },
        {
          "kind": "Variable",
          "name": "speakerInternalId",
          "variableName": "speakerId"
        }
      ],
      "concreteType": "SpeakerTraining",
      "kind": "LinkedField",
      "name": "speakerTrainingOfProgram",
      "plural": false,
      "selections": [
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completionDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoStartedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoProgressDurationInSeconds",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
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
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      (v9/*:: as any*/)
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
          (v8/*:: as any*/)
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
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "1c5c9bd4a99e579f535ceb91b1c0e12f",
    "id": null,
    "metadata": {},
    "name": "TrainingPlayerRouteQuery",
    "operationKind": "query",
    "text": "query TrainingPlayerRouteQuery(\n  $programId: Int!\n  $speakerId: Int!\n  $asSpeaker: Boolean!\n) {\n  viewer {\n    role\n    impersonating {\n      speakerId\n    }\n    id\n  }\n  trainingProgram(internalId: $programId) {\n    programName\n    video {\n      name\n      description\n      durationInSeconds\n      url\n    }\n    id\n  }\n  speakerTrainingOfProgram(speakerInternalId: $speakerId, programInternalId: $programId) @include(if: $asSpeaker) {\n    id\n    completionDate\n    videoStartedAt\n    videoProgressDurationInSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbb6abceab3e343fef594e6ec8afc616";

export default node;
