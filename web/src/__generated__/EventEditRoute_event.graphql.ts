/**
 * @generated SignedSource<<e71ff22d4fed89e675db8a9a3ba9da62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
export type MealType = "BREAKFAST" | "DINNER" | "LIGHT_REFRESHMENTS" | "LUNCH" | "NO_MEAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventEditRoute_event$data = {
  readonly avRequirements: string | null | undefined;
  readonly emailFromAddress: string | null | undefined;
  readonly emailFromName: string | null | undefined;
  readonly emailSeriesId: number | null | undefined;
  readonly endTime: string | null | undefined;
  readonly estimatedAttendance: number | null | undefined;
  readonly fieldRepId: number | null | undefined;
  readonly id: string;
  readonly mealType: MealType | null | undefined;
  readonly notes: string | null | undefined;
  readonly registrationClosed: boolean | null | undefined;
  readonly registrationPage: boolean | null | undefined;
  readonly registrationTemplateId: number | null | undefined;
  readonly replayUrl: string | null | undefined;
  readonly shortName: string | null | undefined;
  readonly startTime: string | null | undefined;
  readonly status: EventStatus | null | undefined;
  readonly survey: boolean | null | undefined;
  readonly surveyTemplates: ReadonlyArray<{
    readonly surveyDueTime: string | null | undefined;
    readonly surveyTemplateId: number;
  }> | null | undefined;
  readonly title: string | null | undefined;
  readonly topic: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly topicId: number | null | undefined;
  readonly type: EventType | null | undefined;
  readonly veevaId: string | null | undefined;
  readonly zone: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EventLocationCard_event" | "ShareInfoCard_event" | "SpeakersCard_event" | "WebconferenceCard_event">;
  readonly " $fragmentType": "EventEditRoute_event";
};
export type EventEditRoute_event$key = {
  readonly " $data"?: EventEditRoute_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventEditRoute_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventEditRoute_event",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpeakersCard_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventLocationCard_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebconferenceCard_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareInfoCard_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "57478155e3dff990803ba71083b54308";

export default node;
