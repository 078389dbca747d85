/**
 * @generated SignedSource<<961190387f463f2076f72146809e897f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileFieldType = "BOOLEAN" | "DATE" | "FILE" | "NUMBER" | "TEXT" | "TEXTAREA" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type CreateProfileGroupInput = {
  disabledUserRoles?: ReadonlyArray<Role> | null | undefined;
  gridArea?: string | null | undefined;
  hiddenUserRoles?: ReadonlyArray<Role> | null | undefined;
  name: string;
};
export type useProfileConfigMutationsCreateGroupMutation$variables = {
  input: CreateProfileGroupInput;
};
export type useProfileConfigMutationsCreateGroupMutation$data = {
  readonly createProfileGroup: {
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
export type useProfileConfigMutationsCreateGroupMutation = {
  response: useProfileConfigMutationsCreateGroupMutation$data;
  variables: useProfileConfigMutationsCreateGroupMutation$variables;
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
    "name": "createProfileGroup",
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
    "name": "useProfileConfigMutationsCreateGroupMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProfileConfigMutationsCreateGroupMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "8f3148831ad8547c75c6cefa6434049a",
    "id": null,
    "metadata": {},
    "name": "useProfileConfigMutationsCreateGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useProfileConfigMutationsCreateGroupMutation(\n  $input: CreateProfileGroupInput!\n) {\n  createProfileGroup(input: $input) {\n    configuration {\n      id\n      internalId\n      name\n      weight\n      locked\n      hiddenUserRoles\n      disabledUserRoles\n      fields {\n        id\n        internalId\n        name\n        type\n        weight\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8c71f687ec35bd42a92c3f6a8dcd0f2";

export default node;
