/**
 * @generated SignedSource<<7d112771b91af7ddb6a4f5bb7cda3b5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type LocationType = "IN_OFFICE" | "IN_VENUE" | "OUT_OF_OFFICE" | "VIRTUAL" | "%future added value";
export type MealType = "BREAKFAST" | "DINNER" | "LIGHT_REFRESHMENTS" | "LUNCH" | "NO_MEAL" | "%future added value";
export type CreateEventInput = {
  conference?: ConferenceInput | null | undefined;
  emailFromAddress?: string | null | undefined;
  emailFromName?: string | null | undefined;
  emailSeriesId?: number | null | undefined;
  endTime: string;
  eventShareInfo?: EventShareInfoInput | null | undefined;
  fieldRepId?: number | null | undefined;
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
  shortName: string;
  speakerIds?: ReadonlyArray<number> | null | undefined;
  startTime: string;
  status: EventStatus;
  survey?: boolean | null | undefined;
  surveyTemplates?: ReadonlyArray<SurveyTemplateRowInput> | null | undefined;
  title: string;
  topicId?: number | null | undefined;
  type: EventType;
  venueId?: number | null | undefined;
  zone: string;
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
export type useCreateEventMutation$variables = {
  input: CreateEventInput;
};
export type useCreateEventMutation$data = {
  readonly createEvent: {
    readonly event: {
      readonly id: string;
      readonly internalId: number;
      readonly shortName: string | null | undefined;
      readonly title: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateEventMutation = {
  response: useCreateEventMutation$data;
  variables: useCreateEventMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateEventPayload",
    "kind": "LinkedField",
    "name": "createEvent",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
          }
        ],
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
    "name": "useCreateEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f9d7323276114e984020874047961775",
    "id": null,
    "metadata": {},
    "name": "useCreateEventMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateEventMutation(\n  $input: CreateEventInput!\n) {\n  createEvent(input: $input) {\n    event {\n      id\n      internalId\n      shortName\n      title\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1598882d97e538871943d4396c410d9f";

export default node;
