/**
 * @generated SignedSource<<68f2f4c44c2a5e9ba28419432b02f809>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MailStatus = "CANCELLED" | "FAILED" | "MISSED" | "QUEUED" | "SENDING" | "SENT" | "SUPPRESSED" | "%future added value";
export type SentMailRouteQuery$variables = {
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  statuses?: ReadonlyArray<MailStatus> | null | undefined;
};
export type SentMailRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SentMailTable_query">;
};
export type SentMailRouteQuery = {
  response: SentMailRouteQuery$data;
  variables: SentMailRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "searchQuery"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "statuses"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "searchQuery",
    "variableName": "searchQuery"
  },
  {
    "kind": "Variable",
    "name": "statuses",
    "variableName": "statuses"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SentMailRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SentMailTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SentMailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SentMailConnection",
        "kind": "LinkedField",
        "name": "sentMail",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SentMailEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SentMail",
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
                    "name": "internalId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attempts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
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
    "cacheID": "ef7ecb62febb0a502a3458f684d54d31",
    "id": null,
    "metadata": {},
    "name": "SentMailRouteQuery",
    "operationKind": "query",
    "text": "query SentMailRouteQuery(\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $statuses: [MailStatus!]\n) {\n  ...SentMailTable_query_1eyCR3\n}\n\nfragment SentMailTable_query_1eyCR3 on Query {\n  sentMail(first: $first, page: $page, searchQuery: $searchQuery, statuses: $statuses) {\n    totalCount\n    edges {\n      node {\n        id\n        internalId\n        to\n        subject\n        kind\n        status\n        attempts\n        createdAt\n        sentAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f449063561ca31cac757d35c407d2504";

export default node;
