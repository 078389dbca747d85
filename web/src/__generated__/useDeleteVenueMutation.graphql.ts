/**
 * @generated SignedSource<<145c0f75c213bb6f32405a86a8aef0ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteVenueInput = {
  id: string;
};
export type useDeleteVenueMutation$variables = {
  input: DeleteVenueInput;
};
export type useDeleteVenueMutation$data = {
  readonly deleteVenue: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteVenueMutation = {
  response: useDeleteVenueMutation$data;
  variables: useDeleteVenueMutation$variables;
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
    "name": "useDeleteVenueMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteVenuePayload",
        "kind": "LinkedField",
        "name": "deleteVenue",
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
    "name": "useDeleteVenueMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteVenuePayload",
        "kind": "LinkedField",
        "name": "deleteVenue",
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
    "cacheID": "4937d0f1b7c0e23efc09590c78469dc7",
    "id": null,
    "metadata": {},
    "name": "useDeleteVenueMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteVenueMutation(\n  $input: DeleteVenueInput!\n) {\n  deleteVenue(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e372e2162ce5d7ec4aa28153d4d63881";

export default node;
