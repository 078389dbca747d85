/**
 * @generated SignedSource<<d37119122684cb67ae4e1d2a6520fb30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSurveyTemplateInput = {
  id: string;
};
export type useDeleteSurveyTemplateMutation$variables = {
  input: DeleteSurveyTemplateInput;
};
export type useDeleteSurveyTemplateMutation$data = {
  readonly deleteSurveyTemplate: {
    readonly deletedId: string;
  } | null | undefined;
};
export type useDeleteSurveyTemplateMutation = {
  response: useDeleteSurveyTemplateMutation$data;
  variables: useDeleteSurveyTemplateMutation$variables;
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
    "name": "useDeleteSurveyTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteSurveyTemplatePayload",
        "kind": "LinkedField",
        "name": "deleteSurveyTemplate",
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
    "name": "useDeleteSurveyTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteSurveyTemplatePayload",
        "kind": "LinkedField",
        "name": "deleteSurveyTemplate",
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
    "cacheID": "a41208d7cb89858324496ade918f1545",
    "id": null,
    "metadata": {},
    "name": "useDeleteSurveyTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSurveyTemplateMutation(\n  $input: DeleteSurveyTemplateInput!\n) {\n  deleteSurveyTemplate(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a8be6fb192c580dfd01a8915f29311a";

export default node;
