/**
 * @generated SignedSource<<7e1ece34eb051f2d0fff402775a0b063>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardCategory = "ATTENDEE" | "EXPENSE" | "PROGRAM" | "REGION" | "SPEAKER" | "%future added value";
export type PermissionAction = "CREATE" | "DELETE" | "READ" | "UPDATE" | "%future added value";
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type viewerQuery$variables = Record<PropertyKey, never>;
export type viewerQuery$data = {
  readonly currentTenant: {
    readonly id: string;
    readonly logoUrl: string | null | undefined;
    readonly name: string;
    readonly oktaEnabled: boolean;
  } | null | undefined;
  readonly version: {
    readonly build: string;
    readonly serverHash: string | null | undefined;
  };
  readonly viewer: {
    readonly dashboardCategories: ReadonlyArray<DashboardCategory>;
    readonly displayName: string;
    readonly email: string;
    readonly impersonating: {
      readonly firstName: string | null | undefined;
      readonly lastName: string | null | undefined;
      readonly speakerId: number;
    } | null | undefined;
    readonly instances: ReadonlyArray<{
      readonly clientUrl: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly selected: boolean;
    }>;
    readonly internalId: number;
    readonly isAdmin: boolean;
    readonly permissions: ReadonlyArray<{
      readonly actions: ReadonlyArray<PermissionAction>;
      readonly entity: string;
    }>;
    readonly products: ReadonlyArray<{
      readonly externalUrl: string | null | undefined;
      readonly name: string;
      readonly product: Product;
    }>;
    readonly requirePwChange: number;
    readonly role: Role;
    readonly selectedProduct: Product | null | undefined;
    readonly speakerId: number | null | undefined;
    readonly tenant: {
      readonly defaultEventPeriod: {
        readonly from: string | null | undefined;
        readonly to: string | null | undefined;
      } | null | undefined;
      readonly featureFlags: ReadonlyArray<{
        readonly id: string;
        readonly value: boolean;
      }>;
      readonly id: string;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
      readonly veevaSyncEnabled: boolean;
    };
  } | null | undefined;
};
export type viewerQuery = {
  response: viewerQuery$data;
  variables: viewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "speakerId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requirePwChange",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selectedProduct",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dashboardCategories",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "EntityPermission",
  "kind": "LinkedField",
  "name": "permissions",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductEntry",
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
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ImpersonatedSpeaker",
  "kind": "LinkedField",
  "name": "impersonating",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Instance",
  "kind": "LinkedField",
  "name": "instances",
  "plural": true,
  "selections": [
    (v13/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "selected",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logoUrl",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v10/*:: as any*/),
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "veevaSyncEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Period",
      "kind": "LinkedField",
      "name": "defaultEventPeriod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeatureFlag",
      "kind": "LinkedField",
      "name": "featureFlags",
      "plural": true,
      "selections": [
        (v13/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "PublicTenant",
  "kind": "LinkedField",
  "name": "currentTenant",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v10/*:: as any*/),
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oktaEnabled",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "build",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serverHash",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "viewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "storageKey": null
      },
      (v17/*:: as any*/),
      (v18/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      (v17/*:: as any*/),
      (v18/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "e373e498ebcbb9885556c4f370d65c9e",
    "id": null,
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": "query viewerQuery {\n  viewer {\n    internalId\n    email\n    displayName\n    role\n    isAdmin\n    speakerId\n    requirePwChange\n    selectedProduct\n    dashboardCategories\n    permissions {\n      entity\n      actions\n    }\n    products {\n      product\n      name\n      externalUrl\n    }\n    impersonating {\n      speakerId\n      firstName\n      lastName\n    }\n    instances {\n      id\n      name\n      clientUrl\n      selected\n    }\n    tenant {\n      id\n      name\n      logoUrl\n      veevaSyncEnabled\n      defaultEventPeriod {\n        from\n        to\n      }\n      featureFlags {\n        id\n        value\n      }\n    }\n    id\n  }\n  currentTenant {\n    id\n    name\n    logoUrl\n    oktaEnabled\n  }\n  version {\n    build\n    serverHash\n  }\n}\n"
  }
};
})();

(node as any).hash = "da3b26d06d18d45189f506eefea7eb09";

export default node;
