/**
 * @generated SignedSource<<4906a6af1f3070abfc22af35ae4ce0c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type LocationType = "IN_OFFICE" | "IN_VENUE" | "OUT_OF_OFFICE" | "VIRTUAL" | "%future added value";
export type MealType = "BREAKFAST" | "DINNER" | "LIGHT_REFRESHMENTS" | "LUNCH" | "NO_MEAL" | "%future added value";
export type EventViewRouteQuery$variables = {
  eventId: number;
  withEmailSeries: boolean;
  withFieldReps: boolean;
  withRegistrationTemplates: boolean;
  withSpeakers: boolean;
  withSurveyTemplates: boolean;
  withTopics: boolean;
  withVenues: boolean;
};
export type EventViewRouteQuery$data = {
  readonly emailSeries?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly event: {
    readonly avRequirements: string | null | undefined;
    readonly conference: {
      readonly details: string | null | undefined;
      readonly url: string | null | undefined;
    } | null | undefined;
    readonly emailFromAddress: string | null | undefined;
    readonly emailFromName: string | null | undefined;
    readonly emailSeriesId: number | null | undefined;
    readonly endTime: string | null | undefined;
    readonly estimatedAttendance: number | null | undefined;
    readonly eventShareInfo: {
      readonly ogDescription: string | null | undefined;
      readonly ogTitle: string | null | undefined;
      readonly ogUrl: string | null | undefined;
    } | null | undefined;
    readonly fieldRep?: {
      readonly name: string | null | undefined;
    } | null | undefined;
    readonly locationAddress: string | null | undefined;
    readonly locationAddressLine2: string | null | undefined;
    readonly locationCity: string | null | undefined;
    readonly locationName: string | null | undefined;
    readonly locationState: string | null | undefined;
    readonly locationType: LocationType | null | undefined;
    readonly locationZip: string | null | undefined;
    readonly mealType: MealType | null | undefined;
    readonly notes: string | null | undefined;
    readonly registrationClosed: boolean | null | undefined;
    readonly registrationPage: boolean | null | undefined;
    readonly registrationTemplateId: number | null | undefined;
    readonly replayUrl: string | null | undefined;
    readonly shortName: string | null | undefined;
    readonly speakers?: ReadonlyArray<{
      readonly speaker: {
        readonly firstName: string | null | undefined;
        readonly lastName: string | null | undefined;
      } | null | undefined;
      readonly speakerId: number;
    }> | null | undefined;
    readonly startTime: string | null | undefined;
    readonly survey: boolean | null | undefined;
    readonly surveyTemplates?: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly surveyDueTime: string | null | undefined;
      readonly surveyTemplateId: number;
    }> | null | undefined;
    readonly title: string | null | undefined;
    readonly topic?: {
      readonly name: string | null | undefined;
    } | null | undefined;
    readonly type: EventType | null | undefined;
    readonly venue?: {
      readonly address: string | null | undefined;
      readonly city: string | null | undefined;
      readonly name: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zipCode: string | null | undefined;
    } | null | undefined;
    readonly zone: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"EventCostSummary_event" | "EventEmailDeliveryCard_event" | "EventStatusBadge_event">;
  } | null | undefined;
  readonly registrationTemplates?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly hiddenFields: ReadonlyArray<string>;
    readonly tenant: {
      readonly speakersEnabled: boolean;
    };
  } | null | undefined;
};
export type EventViewRouteQuery = {
  response: EventViewRouteQuery$data;
  variables: EventViewRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withEmailSeries"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withFieldReps"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withRegistrationTemplates"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSpeakers"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSurveyTemplates"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTopics"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withVenues"
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "entity",
      "value": "event"
    }
  ],
  "kind": "ScalarField",
  "name": "hiddenFields",
  "storageKey": "hiddenFields(entity:\"event\")"
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
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
    }
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = [
  (v11/*:: as any*/),
  (v12/*:: as any*/)
],
v14 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "eventId"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startTime",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endTime",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zone",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v22 = [
  (v12/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "survey",
  "storageKey": null
},
v24 = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "surveyTemplateId",
          "storageKey": null
        },
        (v12/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "surveyDueTime",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailSeriesId",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailFromAddress",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailFromName",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationPage",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationTemplateId",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationClosed",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealType",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "replayUrl",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedAttendance",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avRequirements",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "speakerId",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zipCode",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationType",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationName",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationAddress",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationAddressLine2",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationCity",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationState",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationZip",
  "storageKey": null
},
v49 = {
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
v50 = {
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
    }
  ],
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v52 = [
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v51/*:: as any*/)
],
v53 = [
  (v12/*:: as any*/),
  (v51/*:: as any*/)
],
v54 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v55 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
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
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventViewRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "withEmailSeries",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
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
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "emailSeries(first:100)"
          }
        ]
      },
      {
        "condition": "withRegistrationTemplates",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
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
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "registrationTemplates(first:100)"
          }
        ]
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
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
                "selections": (v22/*:: as any*/),
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
                "selections": (v22/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v34/*:: as any*/),
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
                  (v35/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Speaker",
                    "kind": "LinkedField",
                    "name": "speaker",
                    "plural": false,
                    "selections": [
                      (v36/*:: as any*/),
                      (v37/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
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
                "selections": [
                  (v12/*:: as any*/),
                  (v38/*:: as any*/),
                  (v39/*:: as any*/),
                  (v40/*:: as any*/),
                  (v41/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v42/*:: as any*/),
          (v43/*:: as any*/),
          (v44/*:: as any*/),
          (v45/*:: as any*/),
          (v46/*:: as any*/),
          (v47/*:: as any*/),
          (v48/*:: as any*/),
          (v49/*:: as any*/),
          (v50/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventStatusBadge_event"
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EventViewRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v51/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "withEmailSeries",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
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
                    "selections": (v52/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "emailSeries(first:100)"
          }
        ]
      },
      {
        "condition": "withRegistrationTemplates",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
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
                    "selections": (v52/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "registrationTemplates(first:100)"
          }
        ]
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
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
                "selections": (v53/*:: as any*/),
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
                "selections": (v53/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v34/*:: as any*/),
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
                  (v35/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Speaker",
                    "kind": "LinkedField",
                    "name": "speaker",
                    "plural": false,
                    "selections": [
                      (v36/*:: as any*/),
                      (v37/*:: as any*/),
                      (v51/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
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
                "selections": [
                  (v12/*:: as any*/),
                  (v38/*:: as any*/),
                  (v39/*:: as any*/),
                  (v40/*:: as any*/),
                  (v41/*:: as any*/),
                  (v51/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v42/*:: as any*/),
          (v43/*:: as any*/),
          (v44/*:: as any*/),
          (v45/*:: as any*/),
          (v46/*:: as any*/),
          (v47/*:: as any*/),
          (v48/*:: as any*/),
          (v49/*:: as any*/),
          (v50/*:: as any*/),
          (v54/*:: as any*/),
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
            "args": (v55/*:: as any*/),
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
                  (v54/*:: as any*/),
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
                      (v54/*:: as any*/),
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
            "args": (v55/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "EventEmailDeliveryCard_emailDelivery",
            "kind": "LinkedHandle",
            "name": "emailDelivery"
          },
          (v51/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0014c4461f20de78853de96557ce8827",
    "id": null,
    "metadata": {},
    "name": "EventViewRouteQuery",
    "operationKind": "query",
    "text": "query EventViewRouteQuery(\n  $eventId: Int!\n  $withFieldReps: Boolean!\n  $withTopics: Boolean!\n  $withVenues: Boolean!\n  $withSpeakers: Boolean!\n  $withSurveyTemplates: Boolean!\n  $withEmailSeries: Boolean!\n  $withRegistrationTemplates: Boolean!\n) {\n  viewer {\n    hiddenFields(entity: \"event\")\n    tenant {\n      speakersEnabled: flag(id: \"speakersEnabled\")\n    }\n    id\n  }\n  emailSeries(first: 100) @include(if: $withEmailSeries) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  registrationTemplates(first: 100) @include(if: $withRegistrationTemplates) {\n    edges {\n      node {\n        internalId\n        name\n        id\n      }\n    }\n  }\n  event(internalId: $eventId) {\n    shortName\n    title\n    startTime\n    endTime\n    zone\n    type\n    notes\n    topic @include(if: $withTopics) {\n      name\n      id\n    }\n    fieldRep @include(if: $withFieldReps) {\n      name\n      id\n    }\n    survey\n    surveyTemplates @include(if: $withSurveyTemplates) {\n      surveyTemplateId\n      name\n      surveyDueTime\n    }\n    emailSeriesId\n    emailFromAddress\n    emailFromName\n    registrationPage\n    registrationTemplateId\n    registrationClosed\n    mealType\n    replayUrl\n    estimatedAttendance\n    avRequirements\n    speakers @include(if: $withSpeakers) {\n      speakerId\n      speaker {\n        firstName\n        lastName\n        id\n      }\n    }\n    venue @include(if: $withVenues) {\n      name\n      address\n      city\n      state\n      zipCode\n      id\n    }\n    locationType\n    locationName\n    locationAddress\n    locationAddressLine2\n    locationCity\n    locationState\n    locationZip\n    conference {\n      url\n      details\n    }\n    eventShareInfo {\n      ogTitle\n      ogDescription\n      ogUrl\n    }\n    ...EventStatusBadge_event\n    ...EventCostSummary_event\n    ...EventEmailDeliveryCard_event\n    id\n  }\n}\n\nfragment EventCostSummary_event on Event {\n  shortName\n  expenseTotals {\n    cost\n    honoraria\n  }\n}\n\nfragment EventEmailDeliveryCard_event on Event {\n  zone\n  emailSeriesId\n  emailDelivery(first: 10) {\n    counts {\n      status\n      count\n    }\n    totalCount\n    edges {\n      node {\n        rowId\n        to\n        kind\n        templateName\n        status\n        sendAfter\n        sentAt\n        lastError\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment EventStatusBadge_event on Event {\n  status\n}\n"
  }
};
})();

(node as any).hash = "036001308747b1dbf85eb4a1cb01c383";

export default node;
