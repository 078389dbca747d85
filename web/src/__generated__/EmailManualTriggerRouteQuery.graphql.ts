/**
 * @generated SignedSource<<f61343269c663823516d47811474f58e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailManualTriggerRouteQuery$variables = Record<PropertyKey, never>;
export type EmailManualTriggerRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ManualTriggerForm_query">;
};
export type EmailManualTriggerRouteQuery = {
  response: EmailManualTriggerRouteQuery$data;
  variables: EmailManualTriggerRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailManualTriggerRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ManualTriggerForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailManualTriggerRouteQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tenant",
            "kind": "LinkedField",
            "name": "tenant",
            "plural": false,
            "selections": [
              {
                "alias": "registrationPagesEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "registrationPagesEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"registrationPagesEnabled\")"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cb182e8d0085a3cff1bcebba164907f4",
    "id": null,
    "metadata": {},
    "name": "EmailManualTriggerRouteQuery",
    "operationKind": "query",
    "text": "query EmailManualTriggerRouteQuery {\n  ...ManualTriggerForm_query\n}\n\nfragment ManualTriggerForm_query on Query {\n  viewer {\n    role\n    tenant {\n      registrationPagesEnabled: flag(id: \"registrationPagesEnabled\")\n    }\n    id\n  }\n}\n"
  }
};

(node as any).hash = "e32cf6d099b2a4ba47f959271a06c797";

export default node;
