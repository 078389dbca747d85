/**
 * @generated SignedSource<<58c377790acd44e47a6b7ad3fb7b48b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResourceGroupsRouteQuery$variables = Record<PropertyKey, never>;
export type ResourceGroupsRouteQuery$data = {
  readonly resourceGroups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly url: string | null | undefined;
    readonly weight: number;
  }>;
  readonly viewer: {
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canUpdate: boolean;
  } | null | undefined;
};
export type ResourceGroupsRouteQuery = {
  response: ResourceGroupsRouteQuery$data;
  variables: ResourceGroupsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "attachment_group"
},
v1 = {
  "alias": "canCreate",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "CREATE"
    },
    (v0/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"attachment_group\")"
},
v2 = {
  "alias": "canUpdate",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "UPDATE"
    },
    (v0/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"attachment_group\")"
},
v3 = {
  "alias": "canDelete",
  "args": [
    {
      "kind": "Literal",
      "name": "action",
      "value": "DELETE"
    },
    (v0/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"DELETE\",entity:\"attachment_group\")"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ResourceGroup",
  "kind": "LinkedField",
  "name": "resourceGroups",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
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
    "name": "ResourceGroupsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResourceGroupsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "4d4f054a8219185634eefce7f4414fdd",
    "id": null,
    "metadata": {},
    "name": "ResourceGroupsRouteQuery",
    "operationKind": "query",
    "text": "query ResourceGroupsRouteQuery {\n  viewer {\n    canCreate: can(entity: \"attachment_group\", action: CREATE)\n    canUpdate: can(entity: \"attachment_group\", action: UPDATE)\n    canDelete: can(entity: \"attachment_group\", action: DELETE)\n    id\n  }\n  resourceGroups {\n    id\n    name\n    weight\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "b14811f55168741b9a09087064f22e93";

export default node;
