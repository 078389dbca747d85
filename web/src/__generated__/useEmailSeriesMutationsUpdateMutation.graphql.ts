/**
 * @generated SignedSource<<03ec1c07a078ad2d05c653cc1d7925f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmailSeriesInput = {
  id: string;
  series: EmailSeriesInput;
};
export type EmailSeriesInput = {
  emailTemplates: ReadonlyArray<EmailSeriesTemplateInput>;
  name: string;
};
export type EmailSeriesTemplateInput = {
  designOf?: string | null | undefined;
  id?: string | null | undefined;
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
export type useEmailSeriesMutationsUpdateMutation$variables = {
  input: UpdateEmailSeriesInput;
};
export type useEmailSeriesMutationsUpdateMutation$data = {
  readonly updateEmailSeries: {
    readonly emailSeries: {
      readonly emailsCount: number | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useEmailSeriesMutationsUpdateMutation = {
  response: useEmailSeriesMutationsUpdateMutation$data;
  variables: useEmailSeriesMutationsUpdateMutation$variables;
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
    "concreteType": "EmailSeriesPayload",
    "kind": "LinkedField",
    "name": "updateEmailSeries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailSeries",
        "kind": "LinkedField",
        "name": "emailSeries",
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
            "name": "emailsCount",
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
    "name": "useEmailSeriesMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmailSeriesMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1f056523661a6e197bf84101691c997a",
    "id": null,
    "metadata": {},
    "name": "useEmailSeriesMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useEmailSeriesMutationsUpdateMutation(\n  $input: UpdateEmailSeriesInput!\n) {\n  updateEmailSeries(input: $input) {\n    emailSeries {\n      id\n      name\n      emailsCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ae2eae5ee86578c18de706fcba410ae";

export default node;
