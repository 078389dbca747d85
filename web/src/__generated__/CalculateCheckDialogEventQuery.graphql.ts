/**
 * @generated SignedSource<<d5bd4f840cc5d341600ee6f01ad8319f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LocationType = "IN_OFFICE" | "IN_VENUE" | "OUT_OF_OFFICE" | "VIRTUAL" | "%future added value";
export type CalculateCheckDialogEventQuery$variables = {
  internalId: number;
};
export type CalculateCheckDialogEventQuery$data = {
  readonly event: {
    readonly id: string;
    readonly internalId: number;
    readonly locationAddress: string | null | undefined;
    readonly locationAddressLine2: string | null | undefined;
    readonly locationCity: string | null | undefined;
    readonly locationName: string | null | undefined;
    readonly locationState: string | null | undefined;
    readonly locationType: LocationType | null | undefined;
    readonly locationZip: string | null | undefined;
    readonly shortName: string | null | undefined;
    readonly speakers: ReadonlyArray<{
      readonly speaker: {
        readonly credentials: string | null | undefined;
        readonly email: string | null | undefined;
        readonly firstName: string | null | undefined;
        readonly id: string;
        readonly lastName: string | null | undefined;
        readonly specialty: string | null | undefined;
      } | null | undefined;
    }> | null | undefined;
    readonly startTime: string | null | undefined;
    readonly title: string | null | undefined;
    readonly venue: {
      readonly address: string | null | undefined;
      readonly city: string | null | undefined;
      readonly name: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zipCode: string | null | undefined;
    } | null | undefined;
    readonly zone: string | null | undefined;
  } | null | undefined;
};
export type CalculateCheckDialogEventQuery = {
  response: CalculateCheckDialogEventQuery$data;
  variables: CalculateCheckDialogEventQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "internalId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "internalId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startTime",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zone",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationAddress",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationAddressLine2",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationCity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationState",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationZip",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zipCode",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "EventSpeaker",
  "kind": "LinkedField",
  "name": "speakers",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Speaker",
      "kind": "LinkedField",
      "name": "speaker",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CalculateCheckDialogEventQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalculateCheckDialogEventQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "83672cb83d333c3f0356e082de3bef66",
    "id": null,
    "metadata": {},
    "name": "CalculateCheckDialogEventQuery",
    "operationKind": "query",
    "text": "query CalculateCheckDialogEventQuery(\n  $internalId: Int!\n) {\n  event(internalId: $internalId) {\n    id\n    internalId\n    shortName\n    title\n    startTime\n    zone\n    locationType\n    locationName\n    locationAddress\n    locationAddressLine2\n    locationCity\n    locationState\n    locationZip\n    venue {\n      name\n      address\n      city\n      state\n      zipCode\n      id\n    }\n    speakers {\n      speaker {\n        id\n        firstName\n        lastName\n        email\n        credentials\n        specialty\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6ac18d765810580d008d28478aa02cf";

export default node;
