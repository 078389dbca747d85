/**
 * @generated SignedSource<<c52acae2cc40e4504330f7d11c2ef9e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeakerTrainingStatus = "COMPLETE" | "EXPIRED" | "OVERDUE" | "PENDING" | "%future added value";
export type SaveTrainingVideoProgressInput = {
  completed?: boolean | null | undefined;
  id: string;
  progressSeconds: number;
  started?: boolean | null | undefined;
};
export type useSaveTrainingVideoProgressMutation$variables = {
  input: SaveTrainingVideoProgressInput;
};
export type useSaveTrainingVideoProgressMutation$data = {
  readonly saveTrainingVideoProgress: {
    readonly speakerTraining: {
      readonly completionAttachment: {
        readonly fileName: string;
        readonly fileUrl: string;
      } | null | undefined;
      readonly completionDate: string | null | undefined;
      readonly id: string;
      readonly status: SpeakerTrainingStatus;
      readonly videoProgressDurationInSeconds: number;
      readonly videoStartedAt: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveTrainingVideoProgressMutation = {
  response: useSaveTrainingVideoProgressMutation$data;
  variables: useSaveTrainingVideoProgressMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SpeakerTrainingPayload",
    "kind": "LinkedField",
    "name": "saveTrainingVideoProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SpeakerTraining",
        "kind": "LinkedField",
        "name": "speakerTraining",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
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
          },
          {
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveTrainingVideoProgressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveTrainingVideoProgressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fb133d96f14be8904fbb8631fce0ccd1",
    "id": null,
    "metadata": {},
    "name": "useSaveTrainingVideoProgressMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTrainingVideoProgressMutation(\n  $input: SaveTrainingVideoProgressInput!\n) {\n  saveTrainingVideoProgress(input: $input) {\n    speakerTraining {\n      id\n      status\n      completionDate\n      videoStartedAt\n      videoProgressDurationInSeconds\n      completionAttachment {\n        fileName\n        fileUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eecc09c1129cd8cf18efc4fb5e757c3d";

export default node;
