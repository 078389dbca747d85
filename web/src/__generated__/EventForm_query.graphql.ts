/**
 * @generated SignedSource<<4d2f6c8d99ce0e9a48de12ed784e829c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventForm_query$data = {
  readonly emailSeries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly fieldReps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly registrationTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly surveyTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly topics: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalId: number;
        readonly name: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly disabledFields: ReadonlyArray<string>;
    readonly hiddenFields: ReadonlyArray<string>;
    readonly tenant: {
      readonly id: string;
      readonly speakersEnabled: boolean;
      readonly venuesEnabled: boolean;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EventLocationCard_query">;
  readonly " $fragmentType": "EventForm_query";
};
export type EventForm_query$key = {
  readonly " $data"?: EventForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventForm_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "entity",
    "value": "event"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v2 = [
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
  }
],
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": -1
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventForm_query",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventLocationCard_query"
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
      "args": (v3/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
      "args": (v1/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
      "args": (v1/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
      "args": (v3/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "registrationTemplates(first:-1)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6ca939e4f5dfb8f7ddbb57eb076deece";

export default node;
