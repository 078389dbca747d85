/**
 * @generated SignedSource<<00cc28e5274d9e144b37df4da852cc2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailStatus = "CANCELLED" | "FAILED" | "MISSED" | "QUEUED" | "SENDING" | "SENT" | "SUPPRESSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventEmailDeliveryCard_event$data = {
  readonly emailDelivery: {
    readonly counts: ReadonlyArray<{
      readonly count: number;
      readonly status: MailStatus;
    }>;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly kind: string;
        readonly lastError: string | null | undefined;
        readonly rowId: number;
        readonly sendAfter: string;
        readonly sentAt: string | null | undefined;
        readonly status: MailStatus;
        readonly templateName: string | null | undefined;
        readonly to: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly emailSeriesId: number | null | undefined;
  readonly id: string;
  readonly zone: string | null | undefined;
  readonly " $fragmentType": "EventEmailDeliveryCard_event";
};
export type EventEmailDeliveryCard_event$key = {
  readonly " $data"?: EventEmailDeliveryCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventEmailDeliveryCard_event">;
};

import EventEmailDeliveryCardPaginationQuery_graphql from './EventEmailDeliveryCardPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "emailDelivery"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": EventEmailDeliveryCardPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "EventEmailDeliveryCard_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailSeriesId",
      "storageKey": null
    },
    {
      "alias": "emailDelivery",
      "args": null,
      "concreteType": "EventEmailDeliveryConnection",
      "kind": "LinkedField",
      "name": "__EventEmailDeliveryCard_emailDelivery_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MailStatusCount",
          "kind": "LinkedField",
          "name": "counts",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
          "concreteType": "EventEmailDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "EmailDeliveryRow",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rowId",
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
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "templateName",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sendAfter",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sentAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastError",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
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
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "834982add5315126c6e47ed9a387cdf1";

export default node;
