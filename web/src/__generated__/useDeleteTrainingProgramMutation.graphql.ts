/**
 * @generated SignedSource<<dc23373bc59ac2f5941c9b73a018ee70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTrainingProgramInput = {
  id: string;
};
export type useDeleteTrainingProgramMutation$variables = {
  input: DeleteTrainingProgramInput;
};
export type useDeleteTrainingProgramMutation$data = {
  readonly deleteTrainingProgram: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteTrainingProgramMutation = {
  response: useDeleteTrainingProgramMutation$data;
  variables: useDeleteTrainingProgramMutation$variables;
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
    "concreteType": "DeleteTrainingProgramPayload",
    "kind": "LinkedField",
    "name": "deleteTrainingProgram",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "useDeleteTrainingProgramMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteTrainingProgramMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8abc6e143d937d7707b5c9d628f3992e",
    "id": null,
    "metadata": {},
    "name": "useDeleteTrainingProgramMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteTrainingProgramMutation(\n  $input: DeleteTrainingProgramInput!\n) {\n  deleteTrainingProgram(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce051205e0a2d3b027eef2d6471bdc5a";

export default node;
