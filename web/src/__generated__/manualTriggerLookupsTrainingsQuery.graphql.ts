/**
 * @generated SignedSource<<94a87263f1c3d4eb38518b22e35bb1dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type manualTriggerLookupsTrainingsQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type manualTriggerLookupsTrainingsQuery$data = {
  readonly speakerTrainings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dueDate: string;
        readonly id: string;
        readonly program: {
          readonly programName: string;
        };
        readonly speaker: {
          readonly firstName: string;
          readonly lastName: string;
        };
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type manualTriggerLookupsTrainingsQuery = {
  response: manualTriggerLookupsTrainingsQuery$data;
  variables: manualTriggerLookupsTrainingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "searchQuery",
    "variableName": "search"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "programName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "manualTriggerLookupsTrainingsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SpeakerTrainingConnection",
        "kind": "LinkedField",
        "name": "speakerTrainings",
        "plural": false,
        "selections": [
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingProgram",
                    "kind": "LinkedField",
                    "name": "program",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "manualTriggerLookupsTrainingsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SpeakerTrainingConnection",
        "kind": "LinkedField",
        "name": "speakerTrainings",
        "plural": false,
        "selections": [
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingProgram",
                    "kind": "LinkedField",
                    "name": "program",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v3/*:: as any*/)
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
    ]
  },
  "params": {
    "cacheID": "93fb5ae1968eabbfa067f77974afb4a1",
    "id": null,
    "metadata": {},
    "name": "manualTriggerLookupsTrainingsQuery",
    "operationKind": "query",
    "text": "query manualTriggerLookupsTrainingsQuery(\n  $search: String\n  $first: Int!\n) {\n  speakerTrainings(first: $first, searchQuery: $search) {\n    edges {\n      node {\n        id\n        dueDate\n        speaker {\n          firstName\n          lastName\n        }\n        program {\n          programName\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc99a9c17c29ec6c3c4be75b7c17d4ff";

export default node;
