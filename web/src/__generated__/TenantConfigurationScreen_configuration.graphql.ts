/**
 * @generated SignedSource<<07419dbc19009e76d005300ea0f7187b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PermissionAction = "CREATE" | "DELETE" | "READ" | "UPDATE" | "%future added value";
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TenantConfigurationScreen_configuration$data = {
  readonly actions: ReadonlyArray<{
    readonly action: PermissionAction;
    readonly internalId: number;
  }>;
  readonly comparisonTypes: ReadonlyArray<string>;
  readonly entities: ReadonlyArray<{
    readonly hideableFields: ReadonlyArray<string>;
    readonly internalId: number;
    readonly name: string;
  }>;
  readonly expenseFilteringRules: ReadonlyArray<{
    readonly comparisonString: string;
    readonly comparisonType: string;
  }>;
  readonly featureFlags: ReadonlyArray<{
    readonly id: string;
    readonly value: boolean;
  }>;
  readonly id: string;
  readonly name: string;
  readonly products: ReadonlyArray<{
    readonly active: boolean;
    readonly product: Product;
  }>;
  readonly recentChanges: ReadonlyArray<{
    readonly actorName: string | null | undefined;
    readonly after: unknown | null | undefined;
    readonly at: string;
    readonly before: unknown | null | undefined;
    readonly internalId: number;
    readonly kind: string;
    readonly target: string;
  }>;
  readonly rolePermissions: ReadonlyArray<{
    readonly entityId: number;
    readonly permissionId: number;
    readonly roleId: number;
  }>;
  readonly roles: ReadonlyArray<{
    readonly internalId: number;
    readonly role: Role;
  }>;
  readonly " $fragmentType": "TenantConfigurationScreen_configuration";
};
export type TenantConfigurationScreen_configuration$key = {
  readonly " $data"?: TenantConfigurationScreen_configuration$data;
  readonly " $fragmentSpreads": FragmentRefs<"TenantConfigurationScreen_configuration">;
};

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TenantConfigurationScreen_configuration",
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
  "type": "TenantConfiguration",
  "abstractKey": null
};
})();

(node as any).hash = "a967b4381d53d4210a6abede18d2ee26";

export default node;
