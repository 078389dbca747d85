/**
 * @generated SignedSource<<984e9704ce0827b00623d7a9bbb6438d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceGroupsTable_query$data = {
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
  readonly " $fragmentType": "ResourceGroupsTable_query";
};
export type ResourceGroupsTable_query$key = {
  readonly " $data"?: ResourceGroupsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceGroupsTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "attachment_group"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceGroupsTable_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
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
        {
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
        {
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResourceGroup",
      "kind": "LinkedField",
      "name": "resourceGroups",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "66872269567a068e916766925474c21c";

export default node;
