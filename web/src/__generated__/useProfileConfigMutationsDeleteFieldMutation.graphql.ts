/**
 * @generated SignedSource<<88a1bf67c34ec78019e0e8340b35681e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileFieldType = "BOOLEAN" | "DATE" | "FILE" | "NUMBER" | "TEXT" | "TEXTAREA" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type DeleteProfileFieldInput = {
  id: string;
};
export type useProfileConfigMutationsDeleteFieldMutation$variables = {
  input: DeleteProfileFieldInput;
};
export type useProfileConfigMutationsDeleteFieldMutation$data = {
  readonly deleteProfileField: {
    readonly configuration: ReadonlyArray<{
      readonly disabledUserRoles: ReadonlyArray<Role>;
      readonly fields: ReadonlyArray<{
        readonly id: string;
        readonly internalId: number;
        readonly name: string;
        readonly type: ProfileFieldType;
        readonly weight: number;
      }>;
      readonly hiddenUserRoles: ReadonlyArray<Role>;
      readonly id: string;
      readonly internalId: number;
      readonly locked: boolean;
      readonly name: string;
      readonly weight: number;
    }> | null | undefined;
  } | null | undefined;
};
export type useProfileConfigMutationsDeleteFieldMutation = {
  response: useProfileConfigMutationsDeleteFieldMutation$data;
  variables: useProfileConfigMutationsDeleteFieldMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ProfileConfigurationPayload",
    "kind": "LinkedField",
    "name": "deleteProfileField",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfileGroupConfig",
        "kind": "LinkedField",
        "name": "configuration",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenUserRoles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledUserRoles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileFieldConfig",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
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
    "name": "useProfileConfigMutationsDeleteFieldMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProfileConfigMutationsDeleteFieldMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "c5c6d31e2ac55f2449aebcd530e43b4f",
    "id": null,
    "metadata": {},
    "name": "useProfileConfigMutationsDeleteFieldMutation",
    "operationKind": "mutation",
    "text": "mutation useProfileConfigMutationsDeleteFieldMutation(\n  $input: DeleteProfileFieldInput!\n) {\n  deleteProfileField(input: $input) {\n    configuration {\n      id\n      internalId\n      name\n      weight\n      locked\n      hiddenUserRoles\n      disabledUserRoles\n      fields {\n        id\n        internalId\n        name\n        type\n        weight\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ec387f42d4ce790cdf34de938c52a6a";

export default node;
