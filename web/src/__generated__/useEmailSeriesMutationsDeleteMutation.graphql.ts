/**
 * @generated SignedSource<<b8a1634e4eaeb31a9f78a870645fd0aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEmailSeriesInput = {
  id: string;
};
export type useEmailSeriesMutationsDeleteMutation$variables = {
  input: DeleteEmailSeriesInput;
};
export type useEmailSeriesMutationsDeleteMutation$data = {
  readonly deleteEmailSeries: {
    readonly deletedId: string | null | undefined;
  } | null | undefined;
};
export type useEmailSeriesMutationsDeleteMutation = {
  response: useEmailSeriesMutationsDeleteMutation$data;
  variables: useEmailSeriesMutationsDeleteMutation$variables;
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
    "name": "useEmailSeriesMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEmailSeriesPayload",
        "kind": "LinkedField",
        "name": "deleteEmailSeries",
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
    "name": "useEmailSeriesMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEmailSeriesPayload",
        "kind": "LinkedField",
        "name": "deleteEmailSeries",
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
    "cacheID": "096fdfae1a9909a76ee6bd410a4bae31",
    "id": null,
    "metadata": {},
    "name": "useEmailSeriesMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useEmailSeriesMutationsDeleteMutation(\n  $input: DeleteEmailSeriesInput!\n) {\n  deleteEmailSeries(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0743a117da077298ebb50513d38e21d";

export default node;
