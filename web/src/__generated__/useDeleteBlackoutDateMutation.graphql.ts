/**
 * @generated SignedSource<<580e30d8c878ab7564c74f94907766a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteBlackoutDateInput = {
  id: string;
};
export type useDeleteBlackoutDateMutation$variables = {
  input: DeleteBlackoutDateInput;
};
export type useDeleteBlackoutDateMutation$data = {
  readonly deleteBlackoutDate: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteBlackoutDateMutation = {
  response: useDeleteBlackoutDateMutation$data;
  variables: useDeleteBlackoutDateMutation$variables;
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
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteBlackoutDateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteBlackoutDatePayload",
        "kind": "LinkedField",
        "name": "deleteBlackoutDate",
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
    "name": "useDeleteBlackoutDateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteBlackoutDatePayload",
        "kind": "LinkedField",
        "name": "deleteBlackoutDate",
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
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "17f30f733f21a3e3d65210e98650609f",
    "id": null,
    "metadata": {},
    "name": "useDeleteBlackoutDateMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteBlackoutDateMutation(\n  $input: DeleteBlackoutDateInput!\n) {\n  deleteBlackoutDate(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbf53e05a33d8c21428412297eb5970c";

export default node;
