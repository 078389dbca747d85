/**
 * @generated SignedSource<<c2d707daff579f701ea66a213768076f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type SpeakerTrainingStatus = "COMPLETE" | "EXPIRED" | "OVERDUE" | "PENDING" | "%future added value";
export type TrainingType = "CHECKBOX" | "VEEVA_QUALIFICATION" | "VIDEO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SpeakerTrainingsTable_query$data = {
  readonly speakerTrainings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly completionAttachment: {
          readonly fileName: string;
          readonly fileUrl: string;
        } | null | undefined;
        readonly completionDate: string | null | undefined;
        readonly dueDate: string;
        readonly id: string;
        readonly internalId: number;
        readonly program: {
          readonly internalId: number;
          readonly programName: string;
          readonly topic: {
            readonly description: string;
          } | null | undefined;
          readonly type: TrainingType;
          readonly typeLabel: string;
        };
        readonly speaker: {
          readonly firstName: string;
          readonly lastName: string;
        };
        readonly status: SpeakerTrainingStatus;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly speakerTrainingsExportUrl: string;
  readonly viewer: {
    readonly canMark: boolean;
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentType": "SpeakerTrainingsTable_query";
};
export type SpeakerTrainingsTable_query$key = {
  readonly " $data"?: SpeakerTrainingsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerTrainingsTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "programTypes",
  "value": [
    "CHECKBOX",
    "VIDEO"
  ]
},
v1 = {
  "kind": "Variable",
  "name": "searchQuery",
  "variableName": "searchQuery"
},
v2 = {
  "kind": "Variable",
  "name": "sortDesc",
  "variableName": "sortDesc"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
};
return {
  "argumentDefinitions": [
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
      "name": "sortDesc"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeakerTrainingsTable_query",
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
          "alias": "canMark",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "UPDATE"
            },
            {
              "kind": "Literal",
              "name": "entity",
              "value": "speaker_training"
            }
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"speaker_training\")"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "concreteType": "SpeakerTrainingConnection",
      "kind": "LinkedField",
      "name": "speakerTrainings",
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
          "concreteType": "SpeakerTrainingEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SpeakerTraining",
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
                (v3/*:: as any*/),
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
                  "name": "dueDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "completionDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TrainingCertificate",
                  "kind": "LinkedField",
                  "name": "completionAttachment",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "fileName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "fileUrl",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TrainingSpeaker",
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
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TrainingProgram",
                  "kind": "LinkedField",
                  "name": "program",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "programName",
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
                      "name": "typeLabel",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "TrainingTopic",
                      "kind": "LinkedField",
                      "name": "topic",
                      "plural": false,
                      "selections": [
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "kind": "ScalarField",
      "name": "speakerTrainingsExportUrl",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "85798c0fe4de3086398d6dacc02fbb04";

export default node;
