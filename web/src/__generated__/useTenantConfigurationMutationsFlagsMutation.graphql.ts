/**
 * @generated SignedSource<<d88cfd7d902f2dfb68c513e1371446d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveFeatureFlagsInput = {
  flags: ReadonlyArray<FeatureFlagInput>;
};
export type FeatureFlagInput = {
  id: string;
  value: boolean;
};
export type useTenantConfigurationMutationsFlagsMutation$variables = {
  input: SaveFeatureFlagsInput;
};
export type useTenantConfigurationMutationsFlagsMutation$data = {
  readonly saveFeatureFlags: {
    readonly tenantConfiguration: {
      readonly " $fragmentSpreads": FragmentRefs<"TenantConfigurationScreen_configuration">;
    };
  } | null | undefined;
};
export type useTenantConfigurationMutationsFlagsMutation = {
  response: useTenantConfigurationMutationsFlagsMutation$data;
  variables: useTenantConfigurationMutationsFlagsMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTenantConfigurationMutationsFlagsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantConfigurationPayload",
        "kind": "LinkedField",
        "name": "saveFeatureFlags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantConfiguration",
            "kind": "LinkedField",
            "name": "tenantConfiguration",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TenantConfigurationScreen_configuration"
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
    "name": "useTenantConfigurationMutationsFlagsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantConfigurationPayload",
        "kind": "LinkedField",
        "name": "saveFeatureFlags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantConfiguration",
            "kind": "LinkedField",
            "name": "tenantConfiguration",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FeatureFlag",
                "kind": "LinkedField",
                "name": "featureFlags",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductToggle",
                "kind": "LinkedField",
                "name": "products",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "product",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ConfigurationRole",
                "kind": "LinkedField",
                "name": "roles",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ConfigurationEntity",
                "kind": "LinkedField",
                "name": "entities",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hideableFields",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ConfigurationAction",
                "kind": "LinkedField",
                "name": "actions",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RolePermission",
                "kind": "LinkedField",
                "name": "rolePermissions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "entityId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "permissionId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExpenseFilteringRule",
                "kind": "LinkedField",
                "name": "expenseFilteringRules",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "comparisonType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "comparisonString",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comparisonTypes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ConfigurationChange",
                "kind": "LinkedField",
                "name": "recentChanges",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "target",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "before",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "after",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorName",
                    "storageKey": null
                  }
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
    "cacheID": "b254d13b9851330cef396bfaa4de6a23",
    "id": null,
    "metadata": {},
    "name": "useTenantConfigurationMutationsFlagsMutation",
    "operationKind": "mutation",
    "text": "mutation useTenantConfigurationMutationsFlagsMutation(\n  $input: SaveFeatureFlagsInput!\n) {\n  saveFeatureFlags(input: $input) {\n    tenantConfiguration {\n      ...TenantConfigurationScreen_configuration\n      id\n    }\n  }\n}\n\nfragment TenantConfigurationScreen_configuration on TenantConfiguration {\n  id\n  name\n  featureFlags {\n    id\n    value\n  }\n  products {\n    product\n    active\n  }\n  roles {\n    internalId\n    role\n  }\n  entities {\n    internalId\n    name\n    hideableFields\n  }\n  actions {\n    internalId\n    action\n  }\n  rolePermissions {\n    roleId\n    entityId\n    permissionId\n  }\n  expenseFilteringRules {\n    comparisonType\n    comparisonString\n  }\n  comparisonTypes\n  recentChanges {\n    internalId\n    kind\n    target\n    before\n    after\n    at\n    actorName\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbed5c095f84615f90f66d44ac947ca0";

export default node;
