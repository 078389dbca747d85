/**
 * @generated SignedSource<<1fb1b92c1bb7c52df07153b71d070078>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResendAttendeeEmailInput = {
  emailType: string;
  id: string;
};
export type useResendAttendeeEmailMutation$variables = {
  input: ResendAttendeeEmailInput;
};
export type useResendAttendeeEmailMutation$data = {
  readonly resendAttendeeEmail: {
    readonly success: boolean;
  } | null | undefined;
};
export type useResendAttendeeEmailMutation = {
  response: useResendAttendeeEmailMutation$data;
  variables: useResendAttendeeEmailMutation$variables;
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
    "concreteType": "ResendAttendeeEmailPayload",
    "kind": "LinkedField",
    "name": "resendAttendeeEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "useResendAttendeeEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendAttendeeEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c8db967757aa789c2b2ac37420940df0",
    "id": null,
    "metadata": {},
    "name": "useResendAttendeeEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useResendAttendeeEmailMutation(\n  $input: ResendAttendeeEmailInput!\n) {\n  resendAttendeeEmail(input: $input) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fec66216940260cc31498be60e9ec51";

export default node;
