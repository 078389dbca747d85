/**
 * @generated SignedSource<<dbb3928938435c441657a5b95509bbaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailTriggerInput = {
  emailTemplateId?: string | null | undefined;
  eventAttendanceId?: string | null | undefined;
  eventId?: string | null | undefined;
  recipients?: ReadonlyArray<string> | null | undefined;
  resetSpeakerUserPassword?: boolean | null | undefined;
  speakerId?: string | null | undefined;
  speakerTrainingId?: string | null | undefined;
};
export type emailPreviewQuery$variables = {
  input: EmailTriggerInput;
};
export type emailPreviewQuery$data = {
  readonly emailPreview: {
    readonly error: string | null | undefined;
    readonly previewHtml: string | null | undefined;
    readonly subject: string | null | undefined;
    readonly success: boolean;
    readonly to: ReadonlyArray<string>;
  };
};
export type emailPreviewQuery = {
  response: emailPreviewQuery$data;
  variables: emailPreviewQuery$variables;
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
    "concreteType": "EmailPreview",
    "kind": "LinkedField",
    "name": "emailPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "previewHtml",
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
        "name": "to",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
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
    "name": "emailPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "emailPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "064917aee3b6fe0e69e4a1f0e2f2de8b",
    "id": null,
    "metadata": {},
    "name": "emailPreviewQuery",
    "operationKind": "query",
    "text": "query emailPreviewQuery(\n  $input: EmailTriggerInput!\n) {\n  emailPreview(input: $input) {\n    success\n    previewHtml\n    subject\n    to\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc5f4465ce7c80c407cc36ee1b92f37d";

export default node;
