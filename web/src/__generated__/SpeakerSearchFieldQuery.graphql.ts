/**
 * @generated SignedSource<<34049783c0cd0310ba25da61d4871616>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeakerSearchFieldQuery$variables = {
  searchQuery?: string | null | undefined;
};
export type SpeakerSearchFieldQuery$data = {
  readonly speakers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly credentials: string | null | undefined;
        readonly email: string | null | undefined;
        readonly firstName: string | null | undefined;
        readonly id: string;
        readonly lastName: string | null | undefined;
        readonly specialty: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type SpeakerSearchFieldQuery = {
  response: SpeakerSearchFieldQuery$data;
  variables: SpeakerSearchFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "searchQuery",
        "variableName": "searchQuery"
      }
    ],
    "concreteType": "SpeakerConnection",
    "kind": "LinkedField",
    "name": "speakers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SpeakerEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Speaker",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "credentials",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specialty",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerSearchFieldQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpeakerSearchFieldQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "46900299806fe97d3fa468c5f7866872",
    "id": null,
    "metadata": {},
    "name": "SpeakerSearchFieldQuery",
    "operationKind": "query",
    "text": "query SpeakerSearchFieldQuery(\n  $searchQuery: String\n) {\n  speakers(first: 10, searchQuery: $searchQuery) {\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        credentials\n        specialty\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4583ad145c5b0c3adcab894dca09d6df";

export default node;
