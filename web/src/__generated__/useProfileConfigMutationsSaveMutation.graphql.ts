/**
 * @generated SignedSource<<fa6e8140307891bb522f2561a6bfedd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileFieldType = "BOOLEAN" | "DATE" | "FILE" | "NUMBER" | "TEXT" | "TEXTAREA" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type SaveSpeakerProfileConfigurationInput = {
  deleteFieldIds?: ReadonlyArray<string> | null | undefined;
  deleteGroupIds?: ReadonlyArray<string> | null | undefined;
  groups?: ReadonlyArray<ProfileGroupSaveInput> | null | undefined;
};
export type ProfileGroupSaveInput = {
  disabledUserRoles?: ReadonlyArray<Role> | null | undefined;
  fields?: ReadonlyArray<ProfileFieldSaveInput> | null | undefined;
  gridArea?: string | null | undefined;
  groupId?: number | null | undefined;
  hiddenUserRoles?: ReadonlyArray<Role> | null | undefined;
  name?: string | null | undefined;
  weight?: number | null | undefined;
};
export type ProfileFieldSaveInput = {
  fieldId?: number | null | undefined;
  hiddenUserRoles?: ReadonlyArray<Role> | null | undefined;
  name?: string | null | undefined;
  type?: ProfileFieldType | null | undefined;
  weight?: number | null | undefined;
};
export type useProfileConfigMutationsSaveMutation$variables = {
  input: SaveSpeakerProfileConfigurationInput;
};
export type useProfileConfigMutationsSaveMutation$data = {
  readonly saveSpeakerProfileConfiguration: {
    readonly configuration: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProfileConfigForm_groups">;
    }> | null | undefined;
  } | null | undefined;
};
export type useProfileConfigMutationsSaveMutation = {
  response: useProfileConfigMutationsSaveMutation$data;
  variables: useProfileConfigMutationsSaveMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProfileConfigMutationsSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfileConfigurationPayload",
        "kind": "LinkedField",
        "name": "saveSpeakerProfileConfiguration",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileConfigForm_groups"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProfileConfigMutationsSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfileConfigurationPayload",
        "kind": "LinkedField",
        "name": "saveSpeakerProfileConfiguration",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e618200df46d1f4a678e089306da9b0d",
    "id": null,
    "metadata": {},
    "name": "useProfileConfigMutationsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation useProfileConfigMutationsSaveMutation(\n  $input: SaveSpeakerProfileConfigurationInput!\n) {\n  saveSpeakerProfileConfiguration(input: $input) {\n    configuration {\n      ...ProfileConfigForm_groups\n      id\n    }\n  }\n}\n\nfragment ProfileConfigForm_groups on ProfileGroupConfig {\n  id\n  internalId\n  name\n  weight\n  locked\n  hiddenUserRoles\n  disabledUserRoles\n  fields {\n    id\n    internalId\n    name\n    type\n    weight\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c561c8a21a08ff4396ace8c85a10321";

export default node;
