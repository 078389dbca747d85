/**
 * @generated SignedSource<<f20cd66fc414ab9dbe836a6fbcc461c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeakerTrainingStatus = "COMPLETE" | "EXPIRED" | "OVERDUE" | "PENDING" | "%future added value";
export type UpdateSpeakerTrainingInput = {
  completed?: boolean | null | undefined;
  dueDate?: string | null | undefined;
  id: string;
};
export type useUpdateSpeakerTrainingMutation$variables = {
  input: UpdateSpeakerTrainingInput;
};
export type useUpdateSpeakerTrainingMutation$data = {
  readonly updateSpeakerTraining: {
    readonly speakerTraining: {
      readonly completionAttachment: {
        readonly fileName: string;
        readonly fileUrl: string;
      } | null | undefined;
      readonly completionDate: string | null | undefined;
      readonly id: string;
      readonly status: SpeakerTrainingStatus;
      readonly trainedBy: string | null | undefined;
      readonly videoProgressDurationInSeconds: number;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateSpeakerTrainingMutation = {
  response: useUpdateSpeakerTrainingMutation$data;
  variables: useUpdateSpeakerTrainingMutation$variables;
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
    "name": "updateSpeakerTraining",
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
            "name": "trainedBy",
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
    "name": "useUpdateSpeakerTrainingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSpeakerTrainingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0ba405e3ecf00262d6feb81f5ba2b213",
    "id": null,
    "metadata": {},
    "name": "useUpdateSpeakerTrainingMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSpeakerTrainingMutation(\n  $input: UpdateSpeakerTrainingInput!\n) {\n  updateSpeakerTraining(input: $input) {\n    speakerTraining {\n      id\n      status\n      completionDate\n      trainedBy\n      videoProgressDurationInSeconds\n      completionAttachment {\n        fileName\n        fileUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a646eb499a381f7fc29d0be3523aa71c";

export default node;
