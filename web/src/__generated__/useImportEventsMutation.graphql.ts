/**
 * @generated SignedSource<<92269312041cfa47aa96e83dbef46bbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportEventsInput = {
  rows: ReadonlyArray<ImportEventRowInput>;
};
export type ImportEventRowInput = {
  endDate?: string | null | undefined;
  line: number;
  locationType?: string | null | undefined;
  notes?: string | null | undefined;
  programName?: string | null | undefined;
  shortName?: string | null | undefined;
  startDate?: string | null | undefined;
  status?: string | null | undefined;
  type?: string | null | undefined;
  zone?: string | null | undefined;
};
export type useImportEventsMutation$variables = {
  input: ImportEventsInput;
};
export type useImportEventsMutation$data = {
  readonly importEvents: {
    readonly createdCount: number;
    readonly failedCount: number;
    readonly lines: ReadonlyArray<{
      readonly errors: ReadonlyArray<string>;
      readonly eventId: string | null | undefined;
      readonly line: number;
    }>;
  } | null | undefined;
};
export type useImportEventsMutation = {
  response: useImportEventsMutation$data;
  variables: useImportEventsMutation$variables;
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
    "concreteType": "ImportEventsPayload",
    "kind": "LinkedField",
    "name": "importEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportEventLine",
        "kind": "LinkedField",
        "name": "lines",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errors",
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
    "name": "useImportEventsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportEventsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a19d3d24f29fef6ef89610250dbd70d2",
    "id": null,
    "metadata": {},
    "name": "useImportEventsMutation",
    "operationKind": "mutation",
    "text": "mutation useImportEventsMutation(\n  $input: ImportEventsInput!\n) {\n  importEvents(input: $input) {\n    createdCount\n    failedCount\n    lines {\n      line\n      eventId\n      errors\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bff688607ac484d8838f6098353e551";

export default node;
