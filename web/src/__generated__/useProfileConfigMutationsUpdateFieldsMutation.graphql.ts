/**
 * @generated SignedSource<<c28519abcfe342e2385b2f36fe3c8ea9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileFieldType = "BOOLEAN" | "DATE" | "FILE" | "NUMBER" | "TEXT" | "TEXTAREA" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type UpdateProfileFieldsInput = {
  fields: ReadonlyArray<ProfileFieldChangeInput>;
};
export type ProfileFieldChangeInput = {
  fieldId: number;
  groupId?: number | null | undefined;
  hiddenUserRoles?: ReadonlyArray<Role> | null | undefined;
  name?: string | null | undefined;
  type?: ProfileFieldType | null | undefined;
  weight?: number | null | undefined;
};
export type useProfileConfigMutationsUpdateFieldsMutation$variables = {
  input: UpdateProfileFieldsInput;
};
export type useProfileConfigMutationsUpdateFieldsMutation$data = {
  readonly updateProfileFields: {
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
export type useProfileConfigMutationsUpdateFieldsMutation = {
  response: useProfileConfigMutationsUpdateFieldsMutation$data;
  variables: useProfileConfigMutationsUpdateFieldsMutation$variables;
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
    "name": "updateProfileFields",
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
    "name": "useProfileConfigMutationsUpdateFieldsMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProfileConfigMutationsUpdateFieldsMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "8c5805babd74e025a2e954d5fbc8d019",
    "id": null,
    "metadata": {},
    "name": "useProfileConfigMutationsUpdateFieldsMutation",
    "operationKind": "mutation",
    "text": "mutation useProfileConfigMutationsUpdateFieldsMutation(\n  $input: UpdateProfileFieldsInput!\n) {\n  updateProfileFields(input: $input) {\n    configuration {\n      id\n      internalId\n      name\n      weight\n      locked\n      hiddenUserRoles\n      disabledUserRoles\n      fields {\n        id\n        internalId\n        name\n        type\n        weight\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9497138b7952afcf92dbf5a7ed1940cb";

export default node;
