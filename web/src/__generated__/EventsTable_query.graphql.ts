/**
 * @generated SignedSource<<0602ccf76f3385faa705e3640b9a8672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "CANCELLED" | "COMING_SOON" | "COMPLETE" | "CONFIRMED" | "IN_PROGRESS" | "OCCURRED" | "ON_DEMAND" | "OTHER" | "PLANNING_COMPLETE" | "SCHEDULED" | "%future added value";
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventsTable_query$data = {
  readonly events: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalId: number;
        readonly registered: number | null | undefined;
        readonly replayUrl: string | null | undefined;
        readonly shortName: string | null | undefined;
        readonly survey: boolean | null | undefined;
        readonly title: string | null | undefined;
        readonly topic?: {
          readonly " $fragmentSpreads": FragmentRefs<"TopicDialog_topic">;
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"EventTableRow_event">;
      } | null | undefined;
    }>;
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
  } | null | undefined;
  readonly usedEventStatuses: ReadonlyArray<EventStatus> | null | undefined;
  readonly viewer: {
    readonly canAssignTrainings: boolean;
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canManageFieldReps: boolean;
    readonly canRead: boolean;
    readonly canReadAttendees: boolean;
    readonly canReadEmailSeries: boolean;
    readonly canReadFieldReps: boolean;
    readonly canReadSpeakers: boolean;
    readonly canReadSurveyTemplates: boolean;
    readonly canReadTopics: boolean;
    readonly canReadVenues: boolean;
    readonly canUpdate: boolean;
    readonly hiddenFields: ReadonlyArray<string>;
    readonly role: Role;
    readonly selectedProduct: Product | null | undefined;
    readonly tenant: {
      readonly feeCalculatorEnabled: boolean;
      readonly registrationPagesEnabled: boolean;
      readonly speakersEnabled: boolean;
      readonly surveysEnabled: boolean;
      readonly veevaSyncEnabled: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "EventsTable_query";
};
export type EventsTable_query$key = {
  readonly " $data"?: EventsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventsTable_query">;
};

import EventsTableRefetchQuery_graphql from './EventsTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "event"
},
v1 = {
  "kind": "Literal",
  "name": "action",
  "value": "READ"
},
v2 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v3 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v4 = {
  "kind": "Literal",
  "name": "entity",
  "value": "field_rep"
};
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": EventsTableRefetchQuery_graphql
    }
  },
  "name": "EventsTable_query",
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
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "hiddenFields",
          "storageKey": "hiddenFields(entity:\"event\")"
        },
        {
          "alias": "canRead",
          "args": [
            (v1/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"READ\",entity:\"event\")"
        },
        {
          "alias": "canCreate",
          "args": [
            (v2/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"CREATE\",entity:\"event\")"
        },
        {
          "alias": "canUpdate",
          "args": [
            (v3/*:: as any*/),
            (v0/*:: as any*/)
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
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"DELETE\",entity:\"event\")"
        },
        {
          "alias": "canManageFieldReps",
          "args": [
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"field_rep\")"
        },
        {
          "alias": "canReadFieldReps",
          "args": [
            (v1/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"READ\",entity:\"field_rep\")"
        },
        {
          "alias": "canReadTopics",
          "args": [
            (v1/*:: as any*/),
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
            (v1/*:: as any*/),
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
            (v1/*:: as any*/),
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
            (v1/*:: as any*/),
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
            (v1/*:: as any*/),
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
            (v1/*:: as any*/),
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
            (v2/*:: as any*/),
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
        }
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
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        },
        {
          "kind": "Variable",
          "name": "searchQuery",
          "variableName": "searchQuery"
        },
        {
          "kind": "Variable",
          "name": "sortBy",
          "variableName": "sortBy"
        },
        {
          "kind": "Variable",
          "name": "sortDesc",
          "variableName": "sortDesc"
        }
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
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "TopicDialog_topic"
                        }
                      ],
                      "storageKey": null
                    }
                  ]
                },
                {
                  "args": [
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
                  "name": "EventTableRow_event"
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "caadb70e7af9558b91c21838fd6c0500";

export default node;
