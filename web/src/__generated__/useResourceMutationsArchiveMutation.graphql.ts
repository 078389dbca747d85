/**
 * @generated SignedSource<<0e69c49b3d44de2165f32532797d1edf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveResourceInput = {
  id: string;
};
export type useResourceMutationsArchiveMutation$variables = {
  input: ArchiveResourceInput;
};
export type useResourceMutationsArchiveMutation$data = {
  readonly archiveResource: {
    readonly resource: {
      readonly groupName: string;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useResourceMutationsArchiveMutation = {
  response: useResourceMutationsArchiveMutation$data;
  variables: useResourceMutationsArchiveMutation$variables;
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
    "concreteType": "ResourcePayload",
    "kind": "LinkedField",
    "name": "archiveResource",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
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
            "name": "groupName",
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
    "name": "useResourceMutationsArchiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourceMutationsArchiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4a40d3eecb51d25261ace48f6d266314",
    "id": null,
    "metadata": {},
    "name": "useResourceMutationsArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation useResourceMutationsArchiveMutation(\n  $input: ArchiveResourceInput!\n) {\n  archiveResource(input: $input) {\n    resource {\n      id\n      groupName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a9e3d75fe852e3189c12852aec0789c";

export default node;
