/**
 * @generated SignedSource<<fb7da5faf321c500747e0031bebc1fc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SurveyTemplateAddRouteQuery$variables = Record<PropertyKey, never>;
export type SurveyTemplateAddRouteQuery$data = {
  readonly viewer: {
    readonly tenant: {
      readonly id: string;
    };
  } | null | undefined;
};
export type SurveyTemplateAddRouteQuery = {
  response: SurveyTemplateAddRouteQuery$data;
  variables: SurveyTemplateAddRouteQuery$variables;
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
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyTemplateAddRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SurveyTemplateAddRouteQuery",
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dbf32b78a6721a150021c7b8fe4993f9",
    "id": null,
    "metadata": {},
    "name": "SurveyTemplateAddRouteQuery",
    "operationKind": "query",
    "text": "query SurveyTemplateAddRouteQuery {\n  viewer {\n    tenant {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d47ec370e6d3c7a52085e577189fff6d";

export default node;
