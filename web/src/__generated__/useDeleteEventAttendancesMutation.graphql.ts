/**
 * @generated SignedSource<<3c461d31d0916d994f5badca76f7d488>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEventAttendancesInput = {
  ids: ReadonlyArray<string>;
};
export type useDeleteEventAttendancesMutation$variables = {
  input: DeleteEventAttendancesInput;
};
export type useDeleteEventAttendancesMutation$data = {
  readonly deleteEventAttendances: {
    readonly deletedIds: ReadonlyArray<string>;
  } | null | undefined;
};
export type useDeleteEventAttendancesMutation = {
  response: useDeleteEventAttendancesMutation$data;
  variables: useDeleteEventAttendancesMutation$variables;
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
    "name": "useDeleteEventAttendancesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEventAttendancesPayload",
        "kind": "LinkedField",
        "name": "deleteEventAttendances",
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
    "name": "useDeleteEventAttendancesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEventAttendancesPayload",
        "kind": "LinkedField",
        "name": "deleteEventAttendances",
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
    "cacheID": "a77c203822fa6fd25b27725b24db0cdd",
    "id": null,
    "metadata": {},
    "name": "useDeleteEventAttendancesMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteEventAttendancesMutation(\n  $input: DeleteEventAttendancesInput!\n) {\n  deleteEventAttendances(input: $input) {\n    deletedIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "defce22f339e31375bd3c9cbb0cd2f62";

export default node;
