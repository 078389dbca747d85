/**
 * @generated SignedSource<<f0f89186f1b9ea746ca53e648d62536e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type HiddenFieldsCardQuery$variables = {
  entity: string;
  role: Role;
};
export type HiddenFieldsCardQuery$data = {
  readonly entityHiddenFields: ReadonlyArray<string> | null | undefined;
};
export type HiddenFieldsCardQuery = {
  response: HiddenFieldsCardQuery$data;
  variables: HiddenFieldsCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "entity"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "entity",
        "variableName": "entity"
      },
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      }
    ],
    "kind": "ScalarField",
    "name": "entityHiddenFields",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HiddenFieldsCardQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HiddenFieldsCardQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b31ace56e2cdabe7372d887b6dbd0f2e",
    "id": null,
    "metadata": {},
    "name": "HiddenFieldsCardQuery",
    "operationKind": "query",
    "text": "query HiddenFieldsCardQuery(\n  $role: Role!\n  $entity: String!\n) {\n  entityHiddenFields(role: $role, entity: $entity)\n}\n"
  }
};
})();

(node as any).hash = "15531753484a341f22aca1f60a0f8ce6";

export default node;
