/**
 * @generated SignedSource<<a7d37f73da49781f81361138cdf41a82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteResourceInput = {
  id: string;
};
export type useResourceMutationsDeleteMutation$variables = {
  input: DeleteResourceInput;
};
export type useResourceMutationsDeleteMutation$data = {
  readonly deleteResource: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useResourceMutationsDeleteMutation = {
  response: useResourceMutationsDeleteMutation$data;
  variables: useResourceMutationsDeleteMutation$variables;
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
    "concreteType": "DeleteResourcePayload",
    "kind": "LinkedField",
    "name": "deleteResource",
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
    "name": "useResourceMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "078f400a5c8ce06cd44f28b87cc56500",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsDeleteMutation(\n  $input: DeleteResourceInput!\n) {\n  deleteResource(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9f89e44c8b50b7c9416593be9dc03ea";

export default node;
