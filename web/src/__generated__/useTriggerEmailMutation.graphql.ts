/**
 * @generated SignedSource<<9b198f6621a3299f487d50c8418393ce>>
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
export type useTriggerEmailMutation$variables = {
  input: EmailTriggerInput;
};
export type useTriggerEmailMutation$data = {
  readonly triggerEmail: {
    readonly error: string | null | undefined;
    readonly success: boolean;
  };
};
export type useTriggerEmailMutation = {
  response: useTriggerEmailMutation$data;
  variables: useTriggerEmailMutation$variables;
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
    "concreteType": "TriggerEmailPayload",
    "kind": "LinkedField",
    "name": "triggerEmail",
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
    "name": "useTriggerEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTriggerEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "525d8a10d537aa03abd0980cb645bd07",
    "id": null,
    "metadata": {},
    "name": "useTriggerEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useTriggerEmailMutation(\n  $input: EmailTriggerInput!\n) {\n  triggerEmail(input: $input) {\n    success\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "b176d6622221ad3613e048981925b3a6";

export default node;
