/**
 * @generated SignedSource<<d34442880662bbba0425e067bdf00d4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignResourceInput = {
  assigned: boolean;
  resourceId: string;
  speakerIds: ReadonlyArray<string>;
};
export type useResourceMutationsAssignMutation$variables = {
  input: AssignResourceInput;
};
export type useResourceMutationsAssignMutation$data = {
  readonly assignResource: {
    readonly count: number;
    readonly message: string;
  } | null | undefined;
};
export type useResourceMutationsAssignMutation = {
  response: useResourceMutationsAssignMutation$data;
  variables: useResourceMutationsAssignMutation$variables;
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
    "concreteType": "AssignResourcePayload",
    "kind": "LinkedField",
    "name": "assignResource",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "useResourceMutationsAssignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsAssignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f68c215ac37edb71d3a5f67168abc412",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsAssignMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsAssignMutation(\n  $input: AssignResourceInput!\n) {\n  assignResource(input: $input) {\n    count\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5fcd5a9c5634933422b6df38e5c66a0";

export default node;
