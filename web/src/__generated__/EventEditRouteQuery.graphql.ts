/**
 * @generated SignedSource<<e646f00be6d2127f176b075d58263e8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventEditRouteQuery$variables = {
  eventId: number;
};
export type EventEditRouteQuery$data = {
  readonly event: {
    readonly " $fragmentSpreads": FragmentRefs<"EventCostSummary_event" | "EventEditRoute_event" | "EventEmailDeliveryCard_event">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EventForm_query">;
};
export type EventEditRouteQuery = {
  response: EventEditRouteQuery$data;
  variables: EventEditRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "eventId"
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
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v7 = [
  {
    "kind": "Literal",
    "name": "entity",
    "value": "event"
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v9 = [
  (v5/*:: as any*/),
  (v4/*:: as any*/),
  (v2/*:: as any*/)
],
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": -1
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventEditRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventEditRoute_event"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventCostSummary_event"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventEmailDeliveryCard_event"
          }
        ],
        "storageKey": null
      },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventEditRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endTime",
            "storageKey": null
          },
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
            "name": "type",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "topicId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Topic",
            "kind": "LinkedField",
            "name": "topic",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fieldRepId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "survey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventSurveyTemplate",
            "kind": "LinkedField",
            "name": "surveyTemplates",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "surveyTemplateId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "surveyDueTime",
                "storageKey": null
              }
            ],
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailFromAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailFromName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "registrationPage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "registrationTemplateId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "registrationClosed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mealType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "replayUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "veevaId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimatedAttendance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avRequirements",
            "storageKey": null
          },
          {
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
                "kind": "ScalarField",
                "name": "speakerId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Speaker",
                "kind": "LinkedField",
                "name": "speaker",
                "plural": false,
                "selections": [
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
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zipCode",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationAddressLine2",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationCity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationState",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationZip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Conference",
            "kind": "LinkedField",
            "name": "conference",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "details",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventShareInfo",
            "kind": "LinkedField",
            "name": "eventShareInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ogTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ogDescription",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ogUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "facebookCardUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twitterCardUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cardImageAlt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailShareSubject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailShareBody",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "facebookShareText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twitterShareText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkedinShareText",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventExpenseTotals",
            "kind": "LinkedField",
            "name": "expenseTotals",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cost",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "honoraria",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "EventEmailDeliveryConnection",
            "kind": "LinkedField",
            "name": "emailDelivery",
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
                  (v3/*:: as any*/),
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
                      (v3/*:: as any*/),
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
            "storageKey": "emailDelivery(first:10)"
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "EventEmailDeliveryCard_emailDelivery",
            "kind": "LinkedHandle",
            "name": "emailDelivery"
          }
        ],
        "storageKey": null
      },
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
            "args": (v7/*:: as any*/),
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"event\")"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
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
              (v2/*:: as any*/),
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
          (v2/*:: as any*/)
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
        "args": (v8/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
        "args": (v10/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
        "args": (v8/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
        "args": (v8/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
        "args": (v10/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
    "cacheID": "f09cc3ef78f2155bd2cceefabb9ac39a",
    "id": null,
    "metadata": {},
    "name": "EventEditRouteQuery",
    "operationKind": "query",
    "text": "query EventEditRouteQuery(\n  $eventId: Int!\n) {\n  event(internalId: $eventId) {\n    ...EventEditRoute_event\n    ...EventCostSummary_event\n    ...EventEmailDeliveryCard_event\n    id\n  }\n  ...EventForm_query\n}\n\nfragment EventCostSummary_event on Event {\n  shortName\n  expenseTotals {\n    cost\n    honoraria\n  }\n}\n\nfragment EventEditRoute_event on Event {\n  id\n  shortName\n  title\n  startTime\n  endTime\n  zone\n  type\n  status\n  notes\n  topicId\n  topic {\n    name\n    id\n  }\n  fieldRepId\n  survey\n  surveyTemplates {\n    surveyTemplateId\n    surveyDueTime\n  }\n  emailSeriesId\n  emailFromAddress\n  emailFromName\n  registrationPage\n  registrationTemplateId\n  registrationClosed\n  mealType\n  replayUrl\n  veevaId\n  estimatedAttendance\n  avRequirements\n  ...SpeakersCard_event\n  ...EventLocationCard_event\n  ...WebconferenceCard_event\n  ...ShareInfoCard_event\n}\n\nfragment EventEmailDeliveryCard_event on Event {\n  zone\n  emailSeriesId\n  emailDelivery(first: 10) {\n    counts {\n      status\n      count\n    }\n    totalCount\n    edges {\n      node {\n        rowId\n        to\n        kind\n        templateName\n        status\n        sendAfter\n        sentAt\n        lastError\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment EventForm_query on Query {\n  viewer {\n    hiddenFields(entity: \"event\")\n    disabledFields(entity: \"event\")\n    tenant {\n      id\n      speakersEnabled: flag(id: \"speakersEnabled\")\n      venuesEnabled: flag(id: \"venuesEnabled\")\n    }\n    id\n  }\n  ...EventLocationCard_query\n  topics(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  fieldReps(first: -1) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  surveyTemplates(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  emailSeries(first: 100) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  registrationTemplates(first: -1) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment EventLocationCard_event on Event {\n  venue {\n    internalId\n    name\n    address\n    city\n    state\n    zipCode\n    id\n  }\n  locationType\n  locationName\n  locationAddress\n  locationAddressLine2\n  locationCity\n  locationState\n  locationZip\n}\n\nfragment EventLocationCard_query on Query {\n  mapSettings {\n    ...EventMap_settings\n  }\n}\n\nfragment EventMap_settings on MapSettings {\n  tileUrl\n  attribution\n  zoom\n}\n\nfragment ShareInfoCard_event on Event {\n  eventShareInfo {\n    ogTitle\n    ogDescription\n    ogUrl\n    facebookCardUrl\n    twitterCardUrl\n    cardImageAlt\n    emailShareSubject\n    emailShareBody\n    facebookShareText\n    twitterShareText\n    linkedinShareText\n  }\n}\n\nfragment SpeakersCard_event on Event {\n  speakers {\n    speakerId\n    speaker {\n      firstName\n      lastName\n      email\n      credentials\n      specialty\n      id\n    }\n  }\n}\n\nfragment WebconferenceCard_event on Event {\n  conference {\n    url\n    details\n  }\n}\n"
  }
};
})();

(node as any).hash = "5aaf4714625e2544fc2ad1837780270f";

export default node;
