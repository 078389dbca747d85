/**
 * @generated SignedSource<<48c0a4393d40d7ed50e8e1ce02b3c234>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEventsInput = {
  ids: ReadonlyArray<string>;
};
export type useDeleteEventsMutation$variables = {
  input: DeleteEventsInput;
};
export type useDeleteEventsMutation$data = {
  readonly deleteEvents: {
    readonly deletedIds: ReadonlyArray<string>;
  } | null | undefined;
};
export type useDeleteEventsMutation = {
  response: useDeleteEventsMutation$data;
  variables: useDeleteEventsMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedIds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteEventsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEventsPayload",
        "kind": "LinkedField",
        "name": "deleteEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteEventsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEventsPayload",
        "kind": "LinkedField",
        "name": "deleteEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedIds"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c7dcc16c7b241a00a3678a84376f0a0b",
    "id": null,
    "metadata": {},
    "name": "useDeleteEventsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteEventsMutation(\n  $input: DeleteEventsInput!\n) {\n  deleteEvents(input: $input) {\n    deletedIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "192b675209a8c14452514fa5354f1aac";

export default node;
