/**
 * @generated SignedSource<<40b8aa0184e27b2d907322ef409725fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTrainingProgramInput = {
  id: string;
};
export type useTrainingProgramMutationsDeleteMutation$variables = {
  input: DeleteTrainingProgramInput;
};
export type useTrainingProgramMutationsDeleteMutation$data = {
  readonly deleteTrainingProgram: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useTrainingProgramMutationsDeleteMutation = {
  response: useTrainingProgramMutationsDeleteMutation$data;
  variables: useTrainingProgramMutationsDeleteMutation$variables;
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
    "name": "useTrainingProgramMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrainingProgramMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "76ca267f517bdcc8080fecd56e4b5206",
    "id": null,
    "metadata": {},
    "name": "useTrainingProgramMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useTrainingProgramMutationsDeleteMutation(\n  $input: DeleteTrainingProgramInput!\n) {\n  deleteTrainingProgram(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "00f5a07caadd15101d3e17ed81b4f7ac";

export default node;
