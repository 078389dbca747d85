/**
 * @generated SignedSource<<ab29769e312bb5cece03ad868899b095>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSpeakerInput = {
  id: string;
};
export type useDeleteSpeakerMutation$variables = {
  input: DeleteSpeakerInput;
};
export type useDeleteSpeakerMutation$data = {
  readonly deleteSpeaker: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteSpeakerMutation = {
  response: useDeleteSpeakerMutation$data;
  variables: useDeleteSpeakerMutation$variables;
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
    "name": "useDeleteSpeakerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteSpeakerPayload",
        "kind": "LinkedField",
        "name": "deleteSpeaker",
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
    "name": "useDeleteSpeakerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteSpeakerPayload",
        "kind": "LinkedField",
        "name": "deleteSpeaker",
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
    "cacheID": "87d4ac7d55595c54f91a2eed86e6a455",
    "id": null,
    "metadata": {},
    "name": "useDeleteSpeakerMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSpeakerMutation(\n  $input: DeleteSpeakerInput!\n) {\n  deleteSpeaker(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4c829157521b5831350ceb337481507";

export default node;
