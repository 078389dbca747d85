/**
 * @generated SignedSource<<d8534da4bb491ea0cdd67ae6e4716b36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type CreateEmailSeriesInput = {
  product?: EmailProduct | null | undefined;
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
export type useEmailSeriesMutationsCreateMutation$variables = {
  input: CreateEmailSeriesInput;
};
export type useEmailSeriesMutationsCreateMutation$data = {
  readonly createEmailSeries: {
    readonly emailSeries: {
      readonly emailsCount: number | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useEmailSeriesMutationsCreateMutation = {
  response: useEmailSeriesMutationsCreateMutation$data;
  variables: useEmailSeriesMutationsCreateMutation$variables;
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
    "name": "createEmailSeries",
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
    "name": "useEmailSeriesMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmailSeriesMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "67eee8e9dd31acdf8ef6b0e826eedda9",
    "id": null,
    "metadata": {},
    "name": "useEmailSeriesMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useEmailSeriesMutationsCreateMutation(\n  $input: CreateEmailSeriesInput!\n) {\n  createEmailSeries(input: $input) {\n    emailSeries {\n      id\n      name\n      emailsCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2efac439cc5a6e537de3fbd3110ef9cf";

export default node;
