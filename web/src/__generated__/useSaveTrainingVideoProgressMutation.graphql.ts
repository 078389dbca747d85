/**
 * @generated SignedSource<<b135b0307708456a25d2a648d0849fff>>
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
    "cacheID": "c20dcec0a49adb8aa186fe4bf88fc9b8",
    "id": null,
    "metadata": {},
    "name": "useSaveTrainingVideoProgressMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTrainingVideoProgressMutation(\n  $input: SaveTrainingVideoProgressInput!\n) {\n  saveTrainingVideoProgress(input: $input) {\n    speakerTraining {\n      id\n      status\n      completionDate\n      videoProgressDurationInSeconds\n      completionAttachment {\n        fileName\n        fileUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1459b6afd662b6e26f9dbc7da0a1529f";

export default node;
