/**
 * @generated SignedSource<<24f80d2095dce64409c1751410f8b352>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeakerConfigRouteQuery$variables = Record<PropertyKey, never>;
export type SpeakerConfigRouteQuery$data = {
  readonly speakerProfileConfiguration: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProfileConfigForm_groups">;
  }> | null | undefined;
};
export type SpeakerConfigRouteQuery = {
  response: SpeakerConfigRouteQuery$data;
  variables: SpeakerConfigRouteQuery$variables;
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
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerConfigRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfileGroupConfig",
        "kind": "LinkedField",
        "name": "speakerProfileConfiguration",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileConfigForm_groups"
          }
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
    "name": "SpeakerConfigRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfileGroupConfig",
        "kind": "LinkedField",
        "name": "speakerProfileConfiguration",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenUserRoles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledUserRoles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileFieldConfig",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "75560bc0ab4576c68a08252c91a98348",
    "id": null,
    "metadata": {},
    "name": "SpeakerConfigRouteQuery",
    "operationKind": "query",
    "text": "query SpeakerConfigRouteQuery {\n  speakerProfileConfiguration {\n    ...ProfileConfigForm_groups\n    id\n  }\n}\n\nfragment ProfileConfigForm_groups on ProfileGroupConfig {\n  id\n  internalId\n  name\n  weight\n  locked\n  hiddenUserRoles\n  disabledUserRoles\n  fields {\n    id\n    internalId\n    name\n    type\n    weight\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ee4f1bf340b63035c76cfd5fe8450bb";

export default node;
