/**
 * @generated SignedSource<<bea70962d4cace0775ed2c8954347a24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveResourceInput = {
  id: string;
};
export type useArchiveResourceMutation$variables = {
  input: ArchiveResourceInput;
};
export type useArchiveResourceMutation$data = {
  readonly archiveResource: {
    readonly resource: {
      readonly groupName: string;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useArchiveResourceMutation = {
  response: useArchiveResourceMutation$data;
  variables: useArchiveResourceMutation$variables;
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
    "name": "useArchiveResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useArchiveResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1fd14a38173b015965f97bf56c8ef986",
    "id": null,
    "metadata": {},
    "name": "useArchiveResourceMutation",
    "operationKind": "mutation",
    "text": "mutation useArchiveResourceMutation(\n  $input: ArchiveResourceInput!\n) {\n  archiveResource(input: $input) {\n    resource {\n      id\n      groupName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0283f80c8e26e6c46883fe59b8213dc3";

export default node;
