/**
 * @generated SignedSource<<5ae99cb879ea82039a60e6207abbc7ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTrainingVideoInput = {
  programId: string;
};
export type useDeleteTrainingVideoMutation$variables = {
  input: DeleteTrainingVideoInput;
};
export type useDeleteTrainingVideoMutation$data = {
  readonly deleteTrainingVideo: {
    readonly program: {
      readonly hasVideo: boolean;
      readonly id: string;
      readonly modifiedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type useDeleteTrainingVideoMutation = {
  response: useDeleteTrainingVideoMutation$data;
  variables: useDeleteTrainingVideoMutation$variables;
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
    "concreteType": "TrainingProgramPayload",
    "kind": "LinkedField",
    "name": "deleteTrainingVideo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainingProgram",
        "kind": "LinkedField",
        "name": "program",
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
            "name": "hasVideo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "modifiedAt",
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
    "name": "useDeleteTrainingVideoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteTrainingVideoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "49b057be1723f503d68c8d19a4ee9d8e",
    "id": null,
    "metadata": {},
    "name": "useDeleteTrainingVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteTrainingVideoMutation(\n  $input: DeleteTrainingVideoInput!\n) {\n  deleteTrainingVideo(input: $input) {\n    program {\n      id\n      hasVideo\n      modifiedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aae5e1fe76feb51d6ef75744ce624c21";

export default node;
