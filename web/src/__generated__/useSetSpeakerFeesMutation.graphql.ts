/**
 * @generated SignedSource<<7d0a092984b957355d15a56624f95b82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetSpeakerFeesInput = {
  rates: ReadonlyArray<SpeakerFeeRateInput>;
  speakerId: string;
};
export type SpeakerFeeRateInput = {
  optionId: string;
  value: number;
};
export type useSetSpeakerFeesMutation$variables = {
  input: SetSpeakerFeesInput;
};
export type useSetSpeakerFeesMutation$data = {
  readonly setSpeakerFees: {
    readonly speakerFees: {
      readonly outdated: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type useSetSpeakerFeesMutation = {
  response: useSetSpeakerFeesMutation$data;
  variables: useSetSpeakerFeesMutation$variables;
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
    "concreteType": "SpeakerFeesPayload",
    "kind": "LinkedField",
    "name": "setSpeakerFees",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SpeakerFees",
        "kind": "LinkedField",
        "name": "speakerFees",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outdated",
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
    "name": "useSetSpeakerFeesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSpeakerFeesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d2efb1d88b1936b10ec8a20caaae0874",
    "id": null,
    "metadata": {},
    "name": "useSetSpeakerFeesMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSpeakerFeesMutation(\n  $input: SetSpeakerFeesInput!\n) {\n  setSpeakerFees(input: $input) {\n    speakerFees {\n      outdated\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "003c5d95a7b2e0b2db37ed18a336526e";

export default node;
