/**
 * @generated SignedSource<<cb955deed58ac7a7f365abfa2c0a4c25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventMapGeocodeQuery$variables = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};
export type EventMapGeocodeQuery$data = {
  readonly geocode: {
    readonly label: string;
    readonly latitude: number;
    readonly longitude: number;
  } | null | undefined;
};
export type EventMapGeocodeQuery = {
  response: EventMapGeocodeQuery$data;
  variables: EventMapGeocodeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "city"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "state"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zip"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      },
      {
        "kind": "Variable",
        "name": "city",
        "variableName": "city"
      },
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      },
      {
        "kind": "Variable",
        "name": "zip",
        "variableName": "zip"
      }
    ],
    "concreteType": "GeoPoint",
    "kind": "LinkedField",
    "name": "geocode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "latitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "longitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "EventMapGeocodeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventMapGeocodeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e6e34cf085ccc817acef8fbe82c07358",
    "id": null,
    "metadata": {},
    "name": "EventMapGeocodeQuery",
    "operationKind": "query",
    "text": "query EventMapGeocodeQuery(\n  $address: String\n  $city: String\n  $state: String\n  $zip: String\n) {\n  geocode(address: $address, city: $city, state: $state, zip: $zip) {\n    latitude\n    longitude\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "c21d8e65a517d819c9e4fd90e37db657";

export default node;
