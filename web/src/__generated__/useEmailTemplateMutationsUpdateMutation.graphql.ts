/**
 * @generated SignedSource<<06b5bcaeb7ced31b36f6fd8e2b39e1b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmailTemplateInput = {
  emailSeriesId?: string | null | undefined;
  id: string;
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
export type useEmailTemplateMutationsUpdateMutation$variables = {
  input: UpdateEmailTemplateInput;
};
export type useEmailTemplateMutationsUpdateMutation$data = {
  readonly updateEmailTemplate: {
    readonly emailTemplate: {
      readonly active: boolean | null | undefined;
      readonly emailTemplateTypeId: number | null | undefined;
      readonly eventType: string | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly subject: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useEmailTemplateMutationsUpdateMutation = {
  response: useEmailTemplateMutationsUpdateMutation$data;
  variables: useEmailTemplateMutationsUpdateMutation$variables;
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
    "name": "updateEmailTemplate",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailTemplateTypeId",
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
    "name": "useEmailTemplateMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmailTemplateMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3fb838d4536d8ebb69651d3525fa1887",
    "id": null,
    "metadata": {},
    "name": "useEmailTemplateMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useEmailTemplateMutationsUpdateMutation(\n  $input: UpdateEmailTemplateInput!\n) {\n  updateEmailTemplate(input: $input) {\n    emailTemplate {\n      id\n      name\n      subject\n      active\n      eventType\n      emailTemplateTypeId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "370e00af09f183e9e9ba358532eb9fc9";

export default node;
