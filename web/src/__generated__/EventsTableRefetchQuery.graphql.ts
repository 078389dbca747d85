/**
 * @generated SignedSource<<7d05f35b921f6403c6a2503eb747ded9>>
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
export type EventsTableRefetchQuery$variables = {
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
export type EventsTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EventsTable_query">;
};
export type EventsTableRefetchQuery = {
  response: EventsTableRefetchQuery$data;
  variables: EventsTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filters"
  },
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
    "name": "sortBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortDesc"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withFieldReps"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withSpeakers"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withSurveyTemplates"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withTopics"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withVenues"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v2 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v3 = {
  "kind": "Variable",
  "name": "page",
  "variableName": "page"
},
v4 = {
  "kind": "Variable",
  "name": "searchQuery",
  "variableName": "searchQuery"
},
v5 = {
  "kind": "Variable",
  "name": "sortBy",
  "variableName": "sortBy"
},
v6 = {
  "kind": "Variable",
  "name": "sortDesc",
  "variableName": "sortDesc"
},
v7 = {
  "kind": "Literal",
  "name": "entity",
  "value": "event"
},
v8 = {
  "kind": "Literal",
  "name": "action",
  "value": "READ"
},
v9 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v10 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v11 = {
  "kind": "Literal",
  "name": "entity",
  "value": "field_rep"
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/),
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventsTableRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventsTableRefetchQuery",
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
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "hiddenFields",
            "storageKey": "hiddenFields(entity:\"event\")"
          },
          {
            "alias": "canRead",
            "args": [
              (v8/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"event\")"
          },
          {
            "alias": "canCreate",
            "args": [
              (v9/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"CREATE\",entity:\"event\")"
          },
          {
            "alias": "canUpdate",
            "args": [
              (v10/*:: as any*/),
              (v7/*:: as any*/)
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
              (v7/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"DELETE\",entity:\"event\")"
          },
          {
            "alias": "canManageFieldReps",
            "args": [
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"UPDATE\",entity:\"field_rep\")"
          },
          {
            "alias": "canReadFieldReps",
            "args": [
              (v8/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "kind": "ScalarField",
            "name": "can",
            "storageKey": "can(action:\"READ\",entity:\"field_rep\")"
          },
          {
            "alias": "canReadTopics",
            "args": [
              (v8/*:: as any*/),
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
              (v8/*:: as any*/),
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
              (v8/*:: as any*/),
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
              (v8/*:: as any*/),
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
              (v8/*:: as any*/),
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
              (v8/*:: as any*/),
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
              (v9/*:: as any*/),
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
          (v12/*:: as any*/)
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
                  (v12/*:: as any*/),
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
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
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
                          (v13/*:: as any*/)
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
                        "selections": (v14/*:: as any*/),
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
                        "selections": (v14/*:: as any*/),
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
                              (v12/*:: as any*/)
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
    "cacheID": "d845c4eb7fac6e296f463f9313024ac4",
    "id": null,
    "metadata": {},
    "name": "EventsTableRefetchQuery",
    "operationKind": "query",
    "text": "query EventsTableRefetchQuery(\n  $filters: EventFilterInput\n  $first: Int!\n  $page: Int\n  $searchQuery: String\n  $sortBy: EventSortField\n  $sortDesc: Boolean\n  $withFieldReps: Boolean!\n  $withSpeakers: Boolean!\n  $withSurveyTemplates: Boolean!\n  $withTopics: Boolean!\n  $withVenues: Boolean!\n) {\n  ...EventsTable_query_NE5nQ\n}\n\nfragment EventStatusBadge_event on Event {\n  status\n}\n\nfragment EventTableRow_event_470TZy on Event {\n  shortName\n  title\n  startTime\n  endTime\n  zone\n  type\n  registered\n  attended\n  surveyTemplates @include(if: $withSurveyTemplates) {\n    name\n  }\n  fieldRep @include(if: $withFieldReps) {\n    name\n    id\n  }\n  topic @include(if: $withTopics) {\n    name\n    id\n  }\n  venue @include(if: $withVenues) {\n    name\n    id\n  }\n  locationCity\n  speakers @include(if: $withSpeakers) {\n    speakerId\n    speaker {\n      firstName\n      lastName\n      id\n    }\n  }\n  ...EventStatusBadge_event\n}\n\nfragment EventsTable_query_NE5nQ on Query {\n  viewer {\n    role\n    selectedProduct\n    hiddenFields(entity: \"event\")\n    canRead: can(entity: \"event\", action: READ)\n    canCreate: can(entity: \"event\", action: CREATE)\n    canUpdate: can(entity: \"event\", action: UPDATE)\n    canDelete: can(entity: \"event\", action: DELETE)\n    canManageFieldReps: can(entity: \"field_rep\", action: UPDATE)\n    canReadFieldReps: can(entity: \"field_rep\", action: READ)\n    canReadTopics: can(entity: \"topic\", action: READ)\n    canReadVenues: can(entity: \"venue\", action: READ)\n    canReadSpeakers: can(entity: \"speaker\", action: READ)\n    canReadSurveyTemplates: can(entity: \"survey_template\", action: READ)\n    canReadEmailSeries: can(entity: \"email_series\", action: READ)\n    canReadAttendees: can(entity: \"attendee\", action: READ)\n    canAssignTrainings: can(entity: \"speaker_training\", action: CREATE)\n    tenant {\n      veevaSyncEnabled\n      speakersEnabled: flag(id: \"speakersEnabled\")\n      surveysEnabled: flag(id: \"surveysEnabled\")\n      registrationPagesEnabled: flag(id: \"registrationPagesEnabled\")\n      feeCalculatorEnabled: flag(id: \"feeCalculatorEnabled\")\n    }\n    id\n  }\n  usedEventStatuses\n  events(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {\n    totalCount\n    totalCountIsExact\n    edges {\n      node {\n        id\n        internalId\n        shortName\n        title\n        survey\n        replayUrl\n        registered\n        topic @include(if: $withTopics) {\n          ...TopicDialog_topic\n          id\n        }\n        ...EventTableRow_event_470TZy\n      }\n    }\n  }\n}\n\nfragment TopicDialog_topic on Topic {\n  id\n  name\n  description\n}\n"
  }
};
})();

(node as any).hash = "caadb70e7af9558b91c21838fd6c0500";

export default node;
