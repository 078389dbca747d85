/**
 * @generated SignedSource<<269d2c4222073a4eaba4ed18a15ff781>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventSortField = "ATTENDED" | "CREATED_AT" | "END_TIME" | "REGISTERED" | "SHORT_NAME" | "START_TIME" | "STATUS" | "TITLE" | "TYPE" | "ZONE" | "%future added value";
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type EventFilterInput = {
  period?: PeriodInput | null | undefined;
  selectedEmailSeries?: ReadonlyArray<number> | null | undefined;
  selectedEvents?: ReadonlyArray<number> | null | undefined;
  selectedFieldReps?: ReadonlyArray<number> | null | undefined;
  selectedSpeakers?: ReadonlyArray<number> | null | undefined;
  selectedStatuses?: ReadonlyArray<EventStatus> | null | undefined;
  selectedTemplates?: ReadonlyArray<number> | null | undefined;
  selectedTopics?: ReadonlyArray<number> | null | undefined;
  selectedTypes?: ReadonlyArray<EventType> | null | undefined;
};
export type PeriodInput = {
  from?: string | null | undefined;
  timezone?: string | null | undefined;
  to?: string | null | undefined;
};
export type EventsTableTestQuery$variables = {
  filters?: EventFilterInput | null | undefined;
  first: number;
  page?: number | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: EventSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
  withFieldReps: boolean;
  withSpeakers: boolean;
  withSurveyTemplates: boolean;
  withTopics: boolean;
  withVenues: boolean;
};
export type EventsTableTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EventsTable_query">;
};
export type EventsTableTestQuery = {
  response: EventsTableTestQuery$data;
  variables: EventsTableTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withFieldReps"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSpeakers"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSurveyTemplates"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTopics"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withVenues"
},
v11 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v12 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v13 = {
  "kind": "Variable",
  "name": "page",
  "variableName": "page"
},
v14 = {
  "kind": "Variable",
  "name": "searchQuery",
  "variableName": "searchQuery"
},
v15 = {
  "kind": "Variable",
  "name": "sortBy",
  "variableName": "sortBy"
},
v16 = {
  "kind": "Variable",
  "name": "sortDesc",
  "variableName": "sortDesc"
},
v17 = {
  "kind": "Literal",
  "name": "entity",
  "value": "event"
},
v18 = {
  "kind": "Literal",
  "name": "action",
  "value": "READ"
},
v19 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v20 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v21 = {
  "kind": "Literal",
  "name": "entity",
  "value": "field_rep"
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v24 = [
  (v23/*:: as any*/),
  (v22/*:: as any*/)
],
v25 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v26 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v27 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v30 = [
  "CANCELLED",
  "CONFIRMED",
  "IN_PROGRESS",
  "COMPLETE",
  "COMING_SOON",
  "PLANNING_COMPLETE",
  "ON_DEMAND",
  "OTHER",
  "SCHEDULED",
  "OCCURRED"
],
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventsTableTestQuery",
    "selections": [
      {
        "args": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withFieldReps",
            "variableName": "withFieldReps"
          },
          {
            "kind": "Variable",
            "name": "withSpeakers",
            "variableName": "withSpeakers"
          },
          {
            "kind": "Variable",
            "name": "withSurveyTemplates",
            "variableName": "withSurveyTemplates"
          },
          {
            "kind": "Variable",
            "name": "withTopics",
            "variableName": "withTopics"
          },
          {
            "kind": "Variable",
            "name": "withVenues",
            "variableName": "withVenues"
          }
        ],
        "kind": "FragmentSpread",
        "name": "EventsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EventsTableTestQuery",
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
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "selectedProduct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v17/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"event\")"
          },
          {
            "alias": "canRead",
            "args": [
              (v18/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"event\")"
          },
          {
            "alias": "canCreate",
            "args": [
              (v19/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"event\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              (v20/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"event\")"
          },
          {
            "alias": "canDelete",
            "args": [
              {
                "kind": "Literal",
                "name": "action",
                "value": "DELETE"
              },
              (v17/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"event\")"
          },
          {
            "alias": "canManageFieldReps",
            "args": [
              (v20/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"field_rep\")"
          },
          {
            "alias": "canReadFieldReps",
            "args": [
              (v18/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"field_rep\")"
          },
          {
            "alias": "canReadTopics",
            "args": [
              (v18/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "topic"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"topic\")"
          },
          {
            "alias": "canReadVenues",
            "args": [
              (v18/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "venue"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"venue\")"
          },
          {
            "alias": "canReadSpeakers",
            "args": [
              (v18/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"speaker\")"
          },
          {
            "alias": "canReadSurveyTemplates",
            "args": [
              (v18/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "survey_template"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"survey_template\")"
          },
          {
            "alias": "canReadEmailSeries",
            "args": [
              (v18/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "email_series"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"email_series\")"
          },
          {
            "alias": "canReadAttendees",
            "args": [
              (v18/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "attendee"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"attendee\")"
          },
          {
            "alias": "canAssignTrainings",
            "args": [
              (v19/*:: as any*/),
              {
                "kind": "Literal",
                "name": "entity",
                "value": "speaker_training"
              }
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"speaker_training\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tenant",
            "kind": "LinkedField",
            "name": "tenant",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "veevaSyncEnabled",
                "storageKey": null
              },
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
                "alias": "surveysEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "surveysEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"surveysEnabled\")"
              },
              {
                "alias": "registrationPagesEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "registrationPagesEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"registrationPagesEnabled\")"
              },
              {
                "alias": "feeCalculatorEnabled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "id",
                    "value": "feeCalculatorEnabled"
                  }
                ],
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": "flag(id:\"feeCalculatorEnabled\")"
              }
            ],
            "storageKey": null
          },
          (v22/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usedEventStatuses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "concreteType": "EventConnection",
        "kind": "LinkedField",
        "name": "events",
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
            "kind": "ScalarField",
            "name": "totalCountIsExact",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Event",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
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
                    "name": "survey",
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
                    "name": "registered",
                    "storageKey": null
                  },
                  {
                    "condition": "withTopics",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Topic",
                        "kind": "LinkedField",
                        "name": "topic",
                        "plural": false,
                        "selections": [
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "description",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ]
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attended",
                    "storageKey": null
                  },
                  {
                    "condition": "withSurveyTemplates",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "EventSurveyTemplate",
                        "kind": "LinkedField",
                        "name": "surveyTemplates",
                        "plural": true,
                        "selections": [
                          (v23/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "condition": "withFieldReps",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FieldRep",
                        "kind": "LinkedField",
                        "name": "fieldRep",
                        "plural": false,
                        "selections": (v24/*:: as any*/),
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "condition": "withVenues",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Venue",
                        "kind": "LinkedField",
                        "name": "venue",
                        "plural": false,
                        "selections": (v24/*:: as any*/),
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locationCity",
                    "storageKey": null
                  },
                  {
                    "condition": "withSpeakers",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
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
                              (v22/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
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
    "cacheID": "512710609d594f133d01fef1810271cb",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "events": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "EventConnection"
        },
        "events.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EventEdge"
        },
        "events.edges.node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Event"
        },
        "events.edges.node.attended": (v25/*:: as any*/),
        "events.edges.node.endTime": (v26/*:: as any*/),
        "events.edges.node.fieldRep": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FieldRep"
        },
        "events.edges.node.fieldRep.id": (v27/*:: as any*/),
        "events.edges.node.fieldRep.name": (v28/*:: as any*/),
        "events.edges.node.id": (v27/*:: as any*/),
        "events.edges.node.internalId": (v29/*:: as any*/),
        "events.edges.node.locationCity": (v28/*:: as any*/),
        "events.edges.node.registered": (v25/*:: as any*/),
        "events.edges.node.replayUrl": (v28/*:: as any*/),
        "events.edges.node.shortName": (v28/*:: as any*/),
        "events.edges.node.speakers": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "EventSpeaker"
        },
        "events.edges.node.speakers.speaker": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Speaker"
        },
        "events.edges.node.speakers.speaker.firstName": (v28/*:: as any*/),
        "events.edges.node.speakers.speaker.id": (v27/*:: as any*/),
        "events.edges.node.speakers.speaker.lastName": (v28/*:: as any*/),
        "events.edges.node.speakers.speakerId": (v29/*:: as any*/),
        "events.edges.node.startTime": (v26/*:: as any*/),
        "events.edges.node.status": {
          "enumValues": (v30/*:: as any*/),
          "nullable": true,
          "plural": false,
          "type": "EventStatus"
        },
        "events.edges.node.survey": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "events.edges.node.surveyTemplates": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "EventSurveyTemplate"
        },
        "events.edges.node.surveyTemplates.name": (v28/*:: as any*/),
        "events.edges.node.title": (v28/*:: as any*/),
        "events.edges.node.topic": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Topic"
        },
        "events.edges.node.topic.description": (v28/*:: as any*/),
        "events.edges.node.topic.id": (v27/*:: as any*/),
        "events.edges.node.topic.name": (v28/*:: as any*/),
        "events.edges.node.type": {
          "enumValues": [
            "LIVE",
            "VIRTUAL",
            "HYBRID",
            "WEBINAR",
            "OTHER"
          ],
          "nullable": true,
          "plural": false,
          "type": "EventType"
        },
        "events.edges.node.venue": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Venue"
        },
        "events.edges.node.venue.id": (v27/*:: as any*/),
        "events.edges.node.venue.name": (v28/*:: as any*/),
        "events.edges.node.zone": (v28/*:: as any*/),
        "events.totalCount": (v29/*:: as any*/),
        "events.totalCountIsExact": (v31/*:: as any*/),
        "usedEventStatuses": {
          "enumValues": (v30/*:: as any*/),
          "nullable": true,
          "plural": true,
          "type": "EventStatus"
        },
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canAssignTrainings": (v31/*:: as any*/),
        "viewer.canCreate": (v31/*:: as any*/),
        "viewer.canDelete": (v31/*:: as any*/),
        "viewer.canManageFieldReps": (v31/*:: as any*/),
        "viewer.canRead": (v31/*:: as any*/),
        "viewer.canReadAttendees": (v31/*:: as any*/),
        "viewer.canReadEmailSeries": (v31/*:: as any*/),
        "viewer.canReadFieldReps": (v31/*:: as any*/),
        "viewer.canReadSpeakers": (v31/*:: as any*/),
        "viewer.canReadSurveyTemplates": (v31/*:: as any*/),
        "viewer.canReadTopics": (v31/*:: as any*/),
        "viewer.canReadVenues": (v31/*:: as any*/),
        "viewer.canUpdate": (v31/*:: as any*/),
        "viewer.hiddenFields": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.id": (v27/*:: as any*/),
        "viewer.role": {
          "enumValues": [
            "SYSTEM_ADMIN",
            "ADMIN",
            "USER",
            "SPEAKER",
            "SPEAKER_LIAISON",
            "CLIENT_SPEAKER_PORTAL_ADMIN",
            "FIELD_REP",
            "MARKETING",
            "PROGRAM_ANALYST",
            "SFC_COMPLIANCE"
          ],
          "nullable": false,
          "plural": false,
          "type": "Role"
        },
        "viewer.selectedProduct": {
          "enumValues": [
            "HIVE",
            "SPEAKER_PORTAL",
            "DASHBOARD",
            "EVENT_MANAGEMENT"
          ],
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "viewer.tenant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Tenant"
        },
        "viewer.tenant.feeCalculatorEnabled": (v31/*:: as any*/),
        "viewer.tenant.registrationPagesEnabled": (v31/*:: as any*/),
        "viewer.tenant.speakersEnabled": (v31/*:: as any*/),
        "viewer.tenant.surveysEnabled": (v31/*:: as any*/),
        "viewer.tenant.veevaSyncEnabled": (v31/*:: as any*/)
      }
    },
    "name": "EventsTableTestQuery",
    "operationKind": "query",
    "text": "query EventsTableTestQuery(\n  $first: Int!\n  $page: Int\n  $sortBy: EventSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $filters: EventFilterInput\n  $withFieldReps: Boolean!\n  $withTopics: Boolean!\n  $withVenues: Boolean!\n  $withSpeakers: Boolean!\n  $withSurveyTemplates: Boolean!\n) {\n  ...EventsTable_query_NE5nQ\n}\n\nfragment EventStatusBadge_event on Event {\n  status\n}\n\nfragment EventTableRow_event_470TZy on Event {\n  shortName\n  title\n  startTime\n  endTime\n  zone\n  type\n  registered\n  attended\n  surveyTemplates @include(if: $withSurveyTemplates) {\n    name\n  }\n  fieldRep @include(if: $withFieldReps) {\n    name\n    id\n  }\n  topic @include(if: $withTopics) {\n    name\n    id\n  }\n  venue @include(if: $withVenues) {\n    name\n    id\n  }\n  locationCity\n  speakers @include(if: $withSpeakers) {\n    speakerId\n    speaker {\n      firstName\n      lastName\n      id\n    }\n  }\n  ...EventStatusBadge_event\n}\n\nfragment EventsTable_query_NE5nQ on Query {\n  viewer {\n    role\n    selectedProduct\n    hiddenFields(entity: \"event\")\n    canRead: can(entity: \"event\", action: READ)\n    canCreate: can(entity: \"event\", action: CREATE)\n    canUpdate: can(entity: \"event\", action: UPDATE)\n    canDelete: can(entity: \"event\", action: DELETE)\n    canManageFieldReps: can(entity: \"field_rep\", action: UPDATE)\n    canReadFieldReps: can(entity: \"field_rep\", action: READ)\n    canReadTopics: can(entity: \"topic\", action: READ)\n    canReadVenues: can(entity: \"venue\", action: READ)\n    canReadSpeakers: can(entity: \"speaker\", action: READ)\n    canReadSurveyTemplates: can(entity: \"survey_template\", action: READ)\n    canReadEmailSeries: can(entity: \"email_series\", action: READ)\n    canReadAttendees: can(entity: \"attendee\", action: READ)\n    canAssignTrainings: can(entity: \"speaker_training\", action: CREATE)\n    tenant {\n      veevaSyncEnabled\n      speakersEnabled: flag(id: \"speakersEnabled\")\n      surveysEnabled: flag(id: \"surveysEnabled\")\n      registrationPagesEnabled: flag(id: \"registrationPagesEnabled\")\n      feeCalculatorEnabled: flag(id: \"feeCalculatorEnabled\")\n    }\n    id\n  }\n  usedEventStatuses\n  events(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        internalId\n        shortName\n        title\n        survey\n        replayUrl\n        registered\n        topic @include(if: $withTopics) {\n          ...TopicDialog_topic\n          id\n        }\n        ...EventTableRow_event_470TZy\n      }\n    }\n  }\n}\n\nfragment TopicDialog_topic on Topic {\n  id\n  name\n  description\n}\n"
  }
};
})();

(node as any).hash = "f347445508e52abd717a85d55c81dd31";

export default node;
