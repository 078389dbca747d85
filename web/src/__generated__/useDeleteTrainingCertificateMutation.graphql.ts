/**
 * @generated SignedSource<<7b684406ff383b4b6cfc58c67eb5a1ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTrainingCertificateInput = {
  id: string;
};
export type useDeleteTrainingCertificateMutation$variables = {
  input: DeleteTrainingCertificateInput;
};
export type useDeleteTrainingCertificateMutation$data = {
  readonly deleteTrainingCertificate: {
    readonly speakerTraining: {
      readonly completionAttachment: {
        readonly fileName: string;
        readonly fileUrl: string;
      } | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useDeleteTrainingCertificateMutation = {
  response: useDeleteTrainingCertificateMutation$data;
  variables: useDeleteTrainingCertificateMutation$variables;
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
    "name": "deleteTrainingCertificate",
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
    "name": "useDeleteTrainingCertificateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteTrainingCertificateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bf7ae5169b0d9408eb758a1cff29d611",
    "id": null,
    "metadata": {},
    "name": "useDeleteTrainingCertificateMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteTrainingCertificateMutation(\n  $input: DeleteTrainingCertificateInput!\n) {\n  deleteTrainingCertificate(input: $input) {\n    speakerTraining {\n      id\n      completionAttachment {\n        fileName\n        fileUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2544809dbb4609fdeecc831a9b182598";

export default node;
