/**
 * @generated SignedSource<<1ab00392f7851184b293855bf17db63f>>
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
export type useAssignResourceMutation$variables = {
  input: AssignResourceInput;
};
export type useAssignResourceMutation$data = {
  readonly assignResource: {
    readonly count: number;
    readonly message: string;
  } | null | undefined;
};
export type useAssignResourceMutation = {
  response: useAssignResourceMutation$data;
  variables: useAssignResourceMutation$variables;
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
    "name": "useAssignResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "192efed9ca6ae0ce507e40ef29d863c9",
    "id": null,
    "metadata": {},
    "name": "useAssignResourceMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignResourceMutation(\n  $input: AssignResourceInput!\n) {\n  assignResource(input: $input) {\n    count\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc54ce9f6678b037c0ef1c0c41b749a4";

export default node;
