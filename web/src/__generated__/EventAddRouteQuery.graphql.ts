/**
 * @generated SignedSource<<96011695d2ff539478f79dd71ab695ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventAddRouteQuery$variables = Record<PropertyKey, never>;
export type EventAddRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EventForm_query">;
};
export type EventAddRouteQuery = {
  response: EventAddRouteQuery$data;
  variables: EventAddRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "entity",
    "value": "event"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = [
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
    "name": "name",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": -1
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventAddRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "EventForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EventAddRouteQuery",
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
            "args": (v0/*:: as any*/),
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"event\")"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "kind": "ScalarField",
            "name": "disabledFields",
            "storageKey": "disabledFields(entity:\"event\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tenant",
            "kind": "LinkedField",
            "name": "tenant",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": "speakersEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "speakersEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"speakersEnabled\")"
              },
              {
                "alias": "venuesEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "venuesEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"venuesEnabled\")"
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MapSettings",
        "kind": "LinkedField",
        "name": "mapSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tileUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attribution",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zoom",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TopicConnection",
        "kind": "LinkedField",
        "name": "topics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TopicEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "topics(first:100)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "FieldRepConnection",
        "kind": "LinkedField",
        "name": "fieldReps",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldRepEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldRep",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "fieldReps(first:-1)"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SurveyTemplateConnection",
        "kind": "LinkedField",
        "name": "surveyTemplates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SurveyTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SurveyTemplate",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "surveyTemplates(first:100)"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailSeriesConnection",
        "kind": "LinkedField",
        "name": "emailSeries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailSeriesEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailSeries",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "emailSeries(first:100)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RegistrationTemplateConnection",
        "kind": "LinkedField",
        "name": "registrationTemplates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RegistrationTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RegistrationTemplate",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "registrationTemplates(first:-1)"
      }
    ]
  },
  "params": {
    "cacheID": "b9e44b962119693d63c941a5af1945b0",
    "id": null,
    "metadata": {},
    "name": "EventAddRouteQuery",
    "operationKind": "query",
    "text": "query EventAddRouteQuery {\n  ...EventForm_query\n}\n\nfragment EventForm_query on Query {\n  viewer {\n    hiddenFields(entity: \"event\")\n    disabledFields(entity: \"event\")\n    tenant {\n      id\n      speakersEnabled: flag(id: \"speakersEnabled\")\n      venuesEnabled: flag(id: \"venuesEnabled\")\n    }\n    id\n  }\n  ...EventLocationCard_query\n  topics(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  fieldReps(first: -1) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  surveyTemplates(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  emailSeries(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  registrationTemplates(first: -1) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment EventLocationCard_query on Query {\n  mapSettings {\n    ...EventMap_settings\n  }\n}\n\nfragment EventMap_settings on MapSettings {\n  tileUrl\n  attribution\n  zoom\n}\n"
  }
};
})();

(node as any).hash = "739d767df00795a2108c5b22a8a99562";

export default node;
