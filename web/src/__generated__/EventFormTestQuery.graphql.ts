/**
 * @generated SignedSource<<b86028ff3e1eb254574c7e0b716dcaf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventFormTestQuery$variables = Record<PropertyKey, never>;
export type EventFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EventForm_query">;
};
export type EventFormTestQuery = {
  response: EventFormTestQuery$data;
  variables: EventFormTestQuery$variables;
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
],
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventFormTestQuery",
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
    "name": "EventFormTestQuery",
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
    "cacheID": "5c5e26859d38580d89d4bb5e2d1fc5e3",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "emailSeries": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EmailSeriesConnection"
        },
        "emailSeries.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EmailSeriesEdge"
        },
        "emailSeries.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EmailSeries"
        },
        "emailSeries.edges.node.id": (v5/*:: as any*/),
        "emailSeries.edges.node.internalId": (v6/*:: as any*/),
        "emailSeries.edges.node.name": (v7/*:: as any*/),
        "fieldReps": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FieldRepConnection"
        },
        "fieldReps.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FieldRepEdge"
        },
        "fieldReps.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FieldRep"
        },
        "fieldReps.edges.node.id": (v5/*:: as any*/),
        "fieldReps.edges.node.internalId": (v6/*:: as any*/),
        "fieldReps.edges.node.name": (v7/*:: as any*/),
        "mapSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "MapSettings"
        },
        "mapSettings.attribution": (v7/*:: as any*/),
        "mapSettings.tileUrl": (v7/*:: as any*/),
        "mapSettings.zoom": (v6/*:: as any*/),
        "registrationTemplates": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RegistrationTemplateConnection"
        },
        "registrationTemplates.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RegistrationTemplateEdge"
        },
        "registrationTemplates.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RegistrationTemplate"
        },
        "registrationTemplates.edges.node.id": (v5/*:: as any*/),
        "registrationTemplates.edges.node.internalId": (v6/*:: as any*/),
        "registrationTemplates.edges.node.name": (v7/*:: as any*/),
        "surveyTemplates": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SurveyTemplateConnection"
        },
        "surveyTemplates.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SurveyTemplateEdge"
        },
        "surveyTemplates.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SurveyTemplate"
        },
        "surveyTemplates.edges.node.id": (v5/*:: as any*/),
        "surveyTemplates.edges.node.internalId": (v6/*:: as any*/),
        "surveyTemplates.edges.node.name": (v7/*:: as any*/),
        "topics": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TopicConnection"
        },
        "topics.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TopicEdge"
        },
        "topics.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Topic"
        },
        "topics.edges.node.id": (v5/*:: as any*/),
        "topics.edges.node.internalId": (v6/*:: as any*/),
        "topics.edges.node.name": (v7/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.disabledFields": (v8/*:: as any*/),
        "viewer.hiddenFields": (v8/*:: as any*/),
        "viewer.id": (v5/*:: as any*/),
        "viewer.tenant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Tenant"
        },
        "viewer.tenant.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.tenant.speakersEnabled": (v9/*:: as any*/),
        "viewer.tenant.venuesEnabled": (v9/*:: as any*/)
      }
    },
    "name": "EventFormTestQuery",
    "operationKind": "query",
    "text": "query EventFormTestQuery {\n  ...EventForm_query\n}\n\nfragment EventForm_query on Query {\n  viewer {\n    hiddenFields(entity: \"event\")\n    disabledFields(entity: \"event\")\n    tenant {\n      id\n      speakersEnabled: flag(id: \"speakersEnabled\")\n      venuesEnabled: flag(id: \"venuesEnabled\")\n    }\n    id\n  }\n  ...EventLocationCard_query\n  topics(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  fieldReps(first: -1) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  surveyTemplates(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  emailSeries(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  registrationTemplates(first: -1) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment EventLocationCard_query on Query {\n  mapSettings {\n    ...EventMap_settings\n  }\n}\n\nfragment EventMap_settings on MapSettings {\n  tileUrl\n  attribution\n  zoom\n}\n"
  }
};
})();

(node as any).hash = "98a7e2ecbfede800974919c90d1d3cc0";

export default node;
