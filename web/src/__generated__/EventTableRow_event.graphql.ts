/**
 * @generated SignedSource<<ec2a4fb26a10e62621d9614bbe61cab0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventType = "HYBRID" | "LIVE" | "OTHER" | "VIRTUAL" | "WEBINAR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventTableRow_event$data = {
  readonly attended: number | null | undefined;
  readonly endTime: string | null | undefined;
  readonly fieldRep?: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly locationCity: string | null | undefined;
  readonly registered: number | null | undefined;
  readonly shortName: string | null | undefined;
  readonly speakers?: ReadonlyArray<{
    readonly speaker: {
      readonly firstName: string | null | undefined;
      readonly lastName: string | null | undefined;
    } | null | undefined;
    readonly speakerId: number;
  }> | null | undefined;
  readonly startTime: string | null | undefined;
  readonly surveyTemplates?: ReadonlyArray<{
    readonly name: string | null | undefined;
  }> | null | undefined;
  readonly title: string | null | undefined;
  readonly topic?: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly type: EventType | null | undefined;
  readonly venue?: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly zone: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EventStatusBadge_event">;
  readonly " $fragmentType": "EventTableRow_event";
};
export type EventTableRow_event$key = {
  readonly " $data"?: EventTableRow_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventTableRow_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": null,
  "name": "EventTableRow_event",
  "selections": [
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
      "name": "registered",
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
          "selections": (v0/*:: as any*/),
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ]
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
          "selections": (v0/*:: as any*/),
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
          "selections": (v0/*:: as any*/),
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventStatusBadge_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "d0bf2cfdeff55c4b25650cd7a4f6fe5f";

export default node;
