/**
 * @generated SignedSource<<9f4d36300f457db09b11b95170ff24f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type LocationType = "IN_OFFICE" | "IN_VENUE" | "OUT_OF_OFFICE" | "VIRTUAL" | "%future added value";
export type MealType = "BREAKFAST" | "DINNER" | "LIGHT_REFRESHMENTS" | "LUNCH" | "NO_MEAL" | "%future added value";
export type UpdateEventInput = {
  conference?: ConferenceInput | null | undefined;
  emailFromAddress?: string | null | undefined;
  emailFromName?: string | null | undefined;
  emailSeriesId?: number | null | undefined;
  endTime?: string | null | undefined;
  eventShareInfo?: EventShareInfoInput | null | undefined;
  fieldRepId?: number | null | undefined;
  id: string;
  locationAddress?: string | null | undefined;
  locationAddressLine2?: string | null | undefined;
  locationCity?: string | null | undefined;
  locationName?: string | null | undefined;
  locationState?: string | null | undefined;
  locationType?: LocationType | null | undefined;
  locationZip?: string | null | undefined;
  mealType?: MealType | null | undefined;
  notes?: string | null | undefined;
  registrationClosed?: boolean | null | undefined;
  registrationPage?: boolean | null | undefined;
  registrationTemplateId?: number | null | undefined;
  replayUrl?: string | null | undefined;
  shortName?: string | null | undefined;
  speakerIds?: ReadonlyArray<number> | null | undefined;
  startTime?: string | null | undefined;
  status?: EventStatus | null | undefined;
  survey?: boolean | null | undefined;
  surveyTemplates?: ReadonlyArray<SurveyTemplateRowInput> | null | undefined;
  title?: string | null | undefined;
  topicId?: number | null | undefined;
  type?: EventType | null | undefined;
  venueId?: number | null | undefined;
  zone?: string | null | undefined;
};
export type SurveyTemplateRowInput = {
  id: number;
  surveyDueTime?: string | null | undefined;
};
export type ConferenceInput = {
  details?: string | null | undefined;
  url?: string | null | undefined;
};
export type EventShareInfoInput = {
  cardImageAlt?: string | null | undefined;
  emailShareBody?: string | null | undefined;
  emailShareSubject?: string | null | undefined;
  facebookCardUrl?: string | null | undefined;
  facebookShareText?: string | null | undefined;
  linkedinShareText?: string | null | undefined;
  ogDescription?: string | null | undefined;
  ogTitle?: string | null | undefined;
  ogUrl?: string | null | undefined;
  twitterCardUrl?: string | null | undefined;
  twitterShareText?: string | null | undefined;
};
export type useUpdateEventMutation$variables = {
  input: UpdateEventInput;
};
export type useUpdateEventMutation$data = {
  readonly updateEvent: {
    readonly event: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EventEditRoute_event">;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateEventMutation = {
  response: useUpdateEventMutation$data;
  variables: useUpdateEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateEventPayload",
        "kind": "LinkedField",
        "name": "updateEvent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EventEditRoute_event"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateEventPayload",
        "kind": "LinkedField",
        "name": "updateEvent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
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
                  (v3/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
    "cacheID": "a61bc34ea8ec3b4b4e546543ae385840",
    "id": null,
    "metadata": {},
    "name": "useUpdateEventMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEventMutation(\n  $input: UpdateEventInput!\n) {\n  updateEvent(input: $input) {\n    event {\n      id\n      ...EventEditRoute_event\n    }\n  }\n}\n\nfragment EventEditRoute_event on Event {\n  id\n  shortName\n  title\n  startTime\n  endTime\n  zone\n  type\n  status\n  notes\n  topicId\n  topic {\n    name\n    id\n  }\n  fieldRepId\n  survey\n  surveyTemplates {\n    surveyTemplateId\n    surveyDueTime\n  }\n  emailSeriesId\n  emailFromAddress\n  emailFromName\n  registrationPage\n  registrationTemplateId\n  registrationClosed\n  mealType\n  replayUrl\n  veevaId\n  estimatedAttendance\n  avRequirements\n  ...SpeakersCard_event\n  ...EventLocationCard_event\n  ...WebconferenceCard_event\n  ...ShareInfoCard_event\n}\n\nfragment EventLocationCard_event on Event {\n  venue {\n    internalId\n    name\n    address\n    city\n    state\n    zipCode\n    id\n  }\n  locationType\n  locationName\n  locationAddress\n  locationAddressLine2\n  locationCity\n  locationState\n  locationZip\n}\n\nfragment ShareInfoCard_event on Event {\n  eventShareInfo {\n    ogTitle\n    ogDescription\n    ogUrl\n    facebookCardUrl\n    twitterCardUrl\n    cardImageAlt\n    emailShareSubject\n    emailShareBody\n    facebookShareText\n    twitterShareText\n    linkedinShareText\n  }\n}\n\nfragment SpeakersCard_event on Event {\n  speakers {\n    speakerId\n    speaker {\n      firstName\n      lastName\n      email\n      credentials\n      specialty\n      id\n    }\n  }\n}\n\nfragment WebconferenceCard_event on Event {\n  conference {\n    url\n    details\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c798fc6e6d7e8dee3740f324f84c4f5";

export default node;
