/**
 * @generated SignedSource<<69703778337ec699709b13522383d500>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeakerCrmStatus = "APPROVED" | "ELIGIBLE" | "EXPIRED" | "NOMINATED" | "%future added value";
export type SpeakerSortField = "CREDENTIALS" | "CRM_STATUS" | "EMAIL" | "FIRST_NAME" | "LAST_NAME" | "SPEAKER_TYPE" | "STATUS" | "%future added value";
export type SpeakerFilterInput = {
  active?: boolean | null | undefined;
  events?: ReadonlyArray<number> | null | undefined;
  statuses?: ReadonlyArray<SpeakerCrmStatus> | null | undefined;
  year?: number | null | undefined;
};
export type SpeakersTableExportUrlQuery$variables = {
  filters?: SpeakerFilterInput | null | undefined;
  searchQuery?: string | null | undefined;
  sortBy?: SpeakerSortField | null | undefined;
  sortDesc?: boolean | null | undefined;
};
export type SpeakersTableExportUrlQuery$data = {
  readonly speakerExportUrl: string;
};
export type SpeakersTableExportUrlQuery = {
  response: SpeakersTableExportUrlQuery$data;
  variables: SpeakersTableExportUrlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchQuery"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDesc"
},
v4 = [
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
    "kind": "ScalarField",
    "name": "speakerExportUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakersTableExportUrlQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SpeakersTableExportUrlQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "74f80a2201c3f85c6b61e4865b9364e3",
    "id": null,
    "metadata": {},
    "name": "SpeakersTableExportUrlQuery",
    "operationKind": "query",
    "text": "query SpeakersTableExportUrlQuery(\n  $sortBy: SpeakerSortField\n  $sortDesc: Boolean\n  $searchQuery: String\n  $filters: SpeakerFilterInput\n) {\n  speakerExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)\n}\n"
  }
};
})();

(node as any).hash = "278977bf5e87f286d49c9633e8ffb0f9";

export default node;
