/**
 * @generated SignedSource<<f5eae39429ff750921122af13c695c2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailAudience = "ATTENDEE" | "SPEAKER" | "%future added value";
export type EmailProduct = "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type EmailSubject = "ATTENDEE" | "EVENT" | "SPEAKER" | "SPEAKER_TRAINING" | "%future added value";
export type manualTriggerLookupsTemplatesQuery$variables = {
  first: number;
  product?: EmailProduct | null | undefined;
  search?: string | null | undefined;
};
export type manualTriggerLookupsTemplatesQuery$data = {
  readonly emailTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly emailTemplateType: {
          readonly audience: EmailAudience;
          readonly name: string;
          readonly needs: ReadonlyArray<EmailSubject>;
          readonly type: string;
        } | null | undefined;
        readonly id: string;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type manualTriggerLookupsTemplatesQuery = {
  response: manualTriggerLookupsTemplatesQuery$data;
  variables: manualTriggerLookupsTemplatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "product"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "product",
        "variableName": "product"
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "search"
      }
    ],
    "concreteType": "EmailTemplateConnection",
    "kind": "LinkedField",
    "name": "emailTemplates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailTemplateEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailTemplateType",
                "kind": "LinkedField",
                "name": "emailTemplateType",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "audience",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "needs",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "manualTriggerLookupsTemplatesQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "manualTriggerLookupsTemplatesQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "5605a489fa46c5911477f3e93d30c173",
    "id": null,
    "metadata": {},
    "name": "manualTriggerLookupsTemplatesQuery",
    "operationKind": "query",
    "text": "query manualTriggerLookupsTemplatesQuery(\n  $search: String\n  $first: Int!\n  $product: EmailProduct\n) {\n  emailTemplates(first: $first, searchQuery: $search, product: $product) {\n    edges {\n      node {\n        id\n        name\n        emailTemplateType {\n          type\n          name\n          audience\n          needs\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f17b5e76468b8ca00cc3358c094c39c6";

export default node;
