/**
 * @generated SignedSource<<bfba36b2efa53f5dd624737f499617a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTenantConfigurationMutationsRefreshMutation$variables = Record<PropertyKey, never>;
export type useTenantConfigurationMutationsRefreshMutation$data = {
  readonly refreshTenant: {
    readonly tenantConfiguration: {
      readonly " $fragmentSpreads": FragmentRefs<"TenantConfigurationScreen_configuration">;
    };
  } | null | undefined;
};
export type useTenantConfigurationMutationsRefreshMutation = {
  response: useTenantConfigurationMutationsRefreshMutation$data;
  variables: useTenantConfigurationMutationsRefreshMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTenantConfigurationMutationsRefreshMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TenantConfigurationPayload",
        "kind": "LinkedField",
        "name": "refreshTenant",
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTenantConfigurationMutationsRefreshMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TenantConfigurationPayload",
        "kind": "LinkedField",
        "name": "refreshTenant",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FeatureFlag",
                "kind": "LinkedField",
                "name": "featureFlags",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
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
    "cacheID": "815eed27c56043a0d6331eb2f9d697f2",
    "id": null,
    "metadata": {},
    "name": "useTenantConfigurationMutationsRefreshMutation",
    "operationKind": "mutation",
    "text": "mutation useTenantConfigurationMutationsRefreshMutation {\n  refreshTenant {\n    tenantConfiguration {\n      ...TenantConfigurationScreen_configuration\n      id\n    }\n  }\n}\n\nfragment TenantConfigurationScreen_configuration on TenantConfiguration {\n  id\n  name\n  featureFlags {\n    id\n    value\n  }\n  products {\n    product\n    active\n  }\n  roles {\n    internalId\n    role\n  }\n  entities {\n    internalId\n    name\n    hideableFields\n  }\n  actions {\n    internalId\n    action\n  }\n  rolePermissions {\n    roleId\n    entityId\n    permissionId\n  }\n  expenseFilteringRules {\n    comparisonType\n    comparisonString\n  }\n  comparisonTypes\n  recentChanges {\n    internalId\n    kind\n    target\n    before\n    after\n    at\n    actorName\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f742f27ea33c62364fe7eb17c5ded7f";

export default node;
