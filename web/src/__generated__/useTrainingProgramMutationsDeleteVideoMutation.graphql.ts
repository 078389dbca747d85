/**
 * @generated SignedSource<<4024e14c7071ac5113f36992c75b0114>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTrainingVideoInput = {
  programId: string;
};
export type useTrainingProgramMutationsDeleteVideoMutation$variables = {
  input: DeleteTrainingVideoInput;
};
export type useTrainingProgramMutationsDeleteVideoMutation$data = {
  readonly deleteTrainingVideo: {
    readonly program: {
      readonly hasVideo: boolean;
      readonly id: string;
      readonly modifiedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type useTrainingProgramMutationsDeleteVideoMutation = {
  response: useTrainingProgramMutationsDeleteVideoMutation$data;
  variables: useTrainingProgramMutationsDeleteVideoMutation$variables;
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
    "name": "useTrainingProgramMutationsDeleteVideoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrainingProgramMutationsDeleteVideoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "704ac5f68c360e8335ab5012472bd217",
    "id": null,
    "metadata": {},
    "name": "useTrainingProgramMutationsDeleteVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useTrainingProgramMutationsDeleteVideoMutation(\n  $input: DeleteTrainingVideoInput!\n) {\n  deleteTrainingVideo(input: $input) {\n    program {\n      id\n      hasVideo\n      modifiedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36289c70131b88b2b74dfb92d70cb13b";

export default node;
