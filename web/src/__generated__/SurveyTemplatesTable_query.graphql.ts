/**
 * @generated SignedSource<<c24894ce67f286420121de83f8acdef0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SurveyTemplatesTable_query$data = {
  readonly surveyTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalId: number;
        readonly name: string | null | undefined;
        readonly pdfPreviewUrl: string;
        readonly questionsCount: number | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly viewer: {
    readonly canCreate: boolean;
    readonly canDelete: boolean;
    readonly canUpdate: boolean;
  } | null | undefined;
  readonly " $fragmentType": "SurveyTemplatesTable_query";
};
export type SurveyTemplatesTable_query$key = {
  readonly " $data"?: SurveyTemplatesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SurveyTemplatesTable_query">;
};

import SurveyTemplatesTableRefetchQuery_graphql from './SurveyTemplatesTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "entity",
  "value": "survey_template"
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
      "name": "sortBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sortDesc"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SurveyTemplatesTableRefetchQuery_graphql
    }
  },
  "name": "SurveyTemplatesTable_query",
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
          "alias": "canCreate",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "CREATE"
            },
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"CREATE\",entity:\"survey_template\")"
        },
        {
          "alias": "canUpdate",
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "UPDATE"
            },
            (v0/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "can",
          "storageKey": "can(action:\"UPDATE\",entity:\"survey_template\")"
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
          "storageKey": "can(action:\"DELETE\",entity:\"survey_template\")"
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
        }
      ],
      "concreteType": "SurveyTemplateConnection",
      "kind": "LinkedField",
      "name": "surveyTemplates",
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "questionsCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "pdfPreviewUrl",
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
};
})();

(node as any).hash = "427a4e49dcdb0f92a7f48ea5226ae512";

export default node;
