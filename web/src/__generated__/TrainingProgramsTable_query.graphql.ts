/**
 * @generated SignedSource<<916bcc5e70b9131d2da5a641a8d7eed9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type TrainingType = "CHECKBOX" | "VEEVA_QUALIFICATION" | "VIDEO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrainingProgramsTable_query$data = {
  readonly trainingPrograms: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly assignedCount: number;
        readonly expirationDate: string;
        readonly hasVideo: boolean;
        readonly id: string;
        readonly internalId: number;
        readonly programName: string;
        readonly topic: {
          readonly description: string;
          readonly internalId: number;
        } | null | undefined;
        readonly type: TrainingType;
        readonly typeLabel: string;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly trainingTopics: ReadonlyArray<{
    readonly description: string;
    readonly internalId: number;
  }> | null | undefined;
  readonly trainingVideoUploadLimit: number | null | undefined;
  readonly viewer: {
    readonly canAssign: boolean;
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canDeleteVideo: boolean;
    readonly canUpdate: boolean;
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentType": "TrainingProgramsTable_query";
};
export type TrainingProgramsTable_query$key = {
  readonly " $data"?: TrainingProgramsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrainingProgramsTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v1 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker_training_program"
},
v2 = {
  "kind": "Literal",
  "name": "action",
  "value": "DELETE"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
];
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
      "name": "sortBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sortDesc"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrainingProgramsTable_query",
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
          "alias": "canCreate",
          "args": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"CREATE\",entity:\"speaker_training_program\")"
        },
        {
          "alias": "canUpdate",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "UPDATE"
            },
            (v1/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"speaker_training_program\")"
        },
        {
          "alias": "canDelete",
          "args": [
            (v2/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"DELETE\",entity:\"speaker_training_program\")"
        },
        {
          "alias": "canAssign",
          "args": [
            (v0/*:: as any*/),
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
          "alias": "canDeleteVideo",
          "args": [
            (v2/*:: as any*/),
            {
              "kind": "Literal",
              "name": "entity",
              "value": "speaker_training_video"
            }
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"DELETE\",entity:\"speaker_training_video\")"
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
        },
        {
          "kind": "Literal",
          "name": "types",
          "value": [
            "CHECKBOX",
            "VIDEO"
          ]
        }
      ],
      "concreteType": "TrainingProgramConnection",
      "kind": "LinkedField",
      "name": "trainingPrograms",
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
          "concreteType": "TrainingProgramEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TrainingProgram",
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
                  "kind": "ScalarField",
                  "name": "expirationDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "assignedCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasVideo",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TrainingTopic",
                  "kind": "LinkedField",
                  "name": "topic",
                  "plural": false,
                  "selections": (v4/*:: as any*/),
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
      "args": null,
      "concreteType": "TrainingTopic",
      "kind": "LinkedField",
      "name": "trainingTopics",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trainingVideoUploadLimit",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "18aafec87aeb5fb4e72c28d496f74e96";

export default node;
