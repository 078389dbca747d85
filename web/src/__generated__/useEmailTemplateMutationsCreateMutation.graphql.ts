/**
 * @generated SignedSource<<1b4d55ac0d2f56a4cacba1d232d5ad69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateEmailTemplateInput = {
  designOf?: string | null | undefined;
  emailSeriesId?: string | null | undefined;
  template: EmailTemplateInput;
};
export type EmailTemplateInput = {
  active?: boolean | null | undefined;
  body?: string | null | undefined;
  cc?: ReadonlyArray<string> | null | undefined;
  emailTemplateTypeId: number;
  eventType?: string | null | undefined;
  icalDescription?: string | null | undefined;
  icalEvent?: boolean | null | undefined;
  icalTitle?: string | null | undefined;
  name: string;
  preheader?: string | null | undefined;
  recipients?: ReadonlyArray<string> | null | undefined;
  subject: string;
  width?: number | null | undefined;
};
export type useEmailTemplateMutationsCreateMutation$variables = {
  input: CreateEmailTemplateInput;
};
export type useEmailTemplateMutationsCreateMutation$data = {
  readonly createEmailTemplate: {
    readonly emailTemplate: {
      readonly id: string;
      readonly name: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useEmailTemplateMutationsCreateMutation = {
  response: useEmailTemplateMutationsCreateMutation$data;
  variables: useEmailTemplateMutationsCreateMutation$variables;
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
    "concreteType": "EmailTemplatePayload",
    "kind": "LinkedField",
    "name": "createEmailTemplate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailTemplate",
        "kind": "LinkedField",
        "name": "emailTemplate",
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
            "name": "name",
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
    "name": "useEmailTemplateMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmailTemplateMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "99b7de4d8c5703590dd88d1acc3c9312",
    "id": null,
    "metadata": {},
    "name": "useEmailTemplateMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useEmailTemplateMutationsCreateMutation(\n  $input: CreateEmailTemplateInput!\n) {\n  createEmailTemplate(input: $input) {\n    emailTemplate {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "17eacb12d0503f15550a738f2b02d069";

export default node;
