/**
 * @generated SignedSource<<4f4f2b5b914df1b58338f10ae0532c26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Product = "DASHBOARD" | "EVENT_MANAGEMENT" | "HIVE" | "SPEAKER_PORTAL" | "%future added value";
export type Role = "ADMIN" | "CLIENT_SPEAKER_PORTAL_ADMIN" | "FIELD_REP" | "MARKETING" | "PROGRAM_ANALYST" | "SFC_COMPLIANCE" | "SPEAKER" | "SPEAKER_LIAISON" | "SYSTEM_ADMIN" | "USER" | "%future added value";
export type SpeakerProfileRouteQuery$variables = {
  editLiaison: boolean;
  readBlackoutDates: boolean;
  readContractAddress: boolean;
  readContracts: boolean;
  readCustomProfile: boolean;
  readEvents: boolean;
  readLiaison: boolean;
  speakerId: number;
};
export type SpeakerProfileRouteQuery$data = {
  readonly speaker: {
    readonly blackoutDatesCard?: {
      readonly " $fragmentSpreads": FragmentRefs<"BlackoutDatesCard_speaker">;
    } | null | undefined;
    readonly contractAddressCard?: {
      readonly " $fragmentSpreads": FragmentRefs<"ContractAddressCard_speaker">;
    } | null | undefined;
    readonly contractsCard?: {
      readonly " $fragmentSpreads": FragmentRefs<"ContractsCard_speaker">;
    } | null | undefined;
    readonly customProfile?: ReadonlyArray<{
      readonly gridArea: string | null | undefined;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CustomGroupCard_group">;
    }> | null | undefined;
    readonly firstName: string | null | undefined;
    readonly id: string;
    readonly lastName: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AddressInfoCard_speaker" | "HeadshotCard_speaker" | "SpeakerInfoCard_speaker">;
  } | null | undefined;
  readonly speakerLiaisons?: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly internalId: number;
    readonly lastName: string | null | undefined;
  }> | null | undefined;
  readonly speakerProfileLayout: {
    readonly desktop: string;
    readonly mobile: string;
  } | null | undefined;
  readonly viewer: {
    readonly canCreateBlackoutDate: boolean;
    readonly canCreateContract: boolean;
    readonly canCreateContractAddress: boolean;
    readonly canCreateProfileValue: boolean;
    readonly canDeleteBlackoutDate: boolean;
    readonly canDeleteContract: boolean;
    readonly canDeleteProfileValue: boolean;
    readonly canUpdateContract: boolean;
    readonly canUpdateContractAddress: boolean;
    readonly canUpdateProfileValue: boolean;
    readonly canUpdateSpeaker: boolean;
    readonly contractHidden: ReadonlyArray<string>;
    readonly role: Role;
    readonly selectedProduct: Product | null | undefined;
    readonly speakerDisabled: ReadonlyArray<string>;
    readonly speakerHidden: ReadonlyArray<string>;
    readonly tenant: {
      readonly id: string;
    };
  } | null | undefined;
};
export type SpeakerProfileRouteQuery = {
  response: SpeakerProfileRouteQuery$data;
  variables: SpeakerProfileRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editLiaison"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readBlackoutDates"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readContractAddress"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readContracts"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readCustomProfile"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readEvents"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readLiaison"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speakerId"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "SpeakerProfileLayout",
  "kind": "LinkedField",
  "name": "speakerProfileLayout",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "desktop",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selectedProduct",
  "storageKey": null
},
v15 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker"
},
v16 = [
  (v15/*:: as any*/)
],
v17 = {
  "alias": "speakerHidden",
  "args": (v16/*:: as any*/),
  "kind": "ScalarField",
  "name": "hiddenFields",
  "storageKey": "hiddenFields(entity:\"speaker\")"
},
v18 = {
  "alias": "speakerDisabled",
  "args": (v16/*:: as any*/),
  "kind": "ScalarField",
  "name": "disabledFields",
  "storageKey": "disabledFields(entity:\"speaker\")"
},
v19 = {
  "kind": "Literal",
  "name": "entity",
  "value": "contract"
},
v20 = {
  "alias": "contractHidden",
  "args": [
    (v19/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "hiddenFields",
  "storageKey": "hiddenFields(entity:\"contract\")"
},
v21 = {
  "kind": "Literal",
  "name": "action",
  "value": "UPDATE"
},
v22 = {
  "alias": "canUpdateSpeaker",
  "args": [
    (v21/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"speaker\")"
},
v23 = {
  "kind": "Literal",
  "name": "action",
  "value": "CREATE"
},
v24 = {
  "alias": "canCreateContract",
  "args": [
    (v23/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"contract\")"
},
v25 = {
  "alias": "canUpdateContract",
  "args": [
    (v21/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"contract\")"
},
v26 = {
  "kind": "Literal",
  "name": "action",
  "value": "DELETE"
},
v27 = {
  "alias": "canDeleteContract",
  "args": [
    (v26/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"DELETE\",entity:\"contract\")"
},
v28 = {
  "kind": "Literal",
  "name": "entity",
  "value": "contract_address"
},
v29 = {
  "alias": "canCreateContractAddress",
  "args": [
    (v23/*:: as any*/),
    (v28/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"contract_address\")"
},
v30 = {
  "alias": "canUpdateContractAddress",
  "args": [
    (v21/*:: as any*/),
    (v28/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"contract_address\")"
},
v31 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker_blackout_date"
},
v32 = {
  "alias": "canCreateBlackoutDate",
  "args": [
    (v23/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"speaker_blackout_date\")"
},
v33 = {
  "alias": "canDeleteBlackoutDate",
  "args": [
    (v26/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"DELETE\",entity:\"speaker_blackout_date\")"
},
v34 = {
  "kind": "Literal",
  "name": "entity",
  "value": "speaker_profile_field_data"
},
v35 = {
  "alias": "canCreateProfileValue",
  "args": [
    (v23/*:: as any*/),
    (v34/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"CREATE\",entity:\"speaker_profile_field_data\")"
},
v36 = {
  "alias": "canUpdateProfileValue",
  "args": [
    (v21/*:: as any*/),
    (v34/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"UPDATE\",entity:\"speaker_profile_field_data\")"
},
v37 = {
  "alias": "canDeleteProfileValue",
  "args": [
    (v26/*:: as any*/),
    (v34/*:: as any*/)
  ],
  "kind": "ScalarField",
  "name": "can",
  "storageKey": "can(action:\"DELETE\",entity:\"speaker_profile_field_data\")"
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    (v38/*:: as any*/)
  ],
  "storageKey": null
},
v40 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "speakerId"
  }
],
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gridArea",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v49 = [
  (v38/*:: as any*/),
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
    "name": "url",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeakerProfileRouteQuery",
    "selections": [
      {
        "condition": "editLiaison",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SpeakerLiaison",
            "kind": "LinkedField",
            "name": "speakerLiaisons",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v20/*:: as any*/),
          (v22/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v27/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v35/*:: as any*/),
          (v36/*:: as any*/),
          (v37/*:: as any*/),
          (v39/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v40/*:: as any*/),
        "concreteType": "Speaker",
        "kind": "LinkedField",
        "name": "speaker",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": [
              {
                "kind": "Variable",
                "name": "readLiaison",
                "variableName": "readLiaison"
              }
            ],
            "kind": "FragmentSpread",
            "name": "SpeakerInfoCard_speaker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HeadshotCard_speaker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddressInfoCard_speaker"
          },
          {
            "condition": "readContractAddress",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ContractAddressCard_speaker"
                    }
                  ],
                  "type": "Speaker",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "contractAddressCard"
              }
            ]
          },
          {
            "condition": "readContracts",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ContractsCard_speaker"
                    }
                  ],
                  "type": "Speaker",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "contractsCard"
              }
            ]
          },
          {
            "condition": "readBlackoutDates",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": [
                        {
                          "kind": "Variable",
                          "name": "readEvents",
                          "variableName": "readEvents"
                        }
                      ],
                      "kind": "FragmentSpread",
                      "name": "BlackoutDatesCard_speaker"
                    }
                  ],
                  "type": "Speaker",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "blackoutDatesCard"
              }
            ]
          },
          (v38/*:: as any*/),
          {
            "condition": "readCustomProfile",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerProfileGroup",
                "kind": "LinkedField",
                "name": "customProfile",
                "plural": true,
                "selections": [
                  (v38/*:: as any*/),
                  (v41/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CustomGroupCard_group"
                  }
                ],
                "storageKey": null
              }
            ]
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
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SpeakerProfileRouteQuery",
    "selections": [
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v20/*:: as any*/),
          (v22/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v27/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v35/*:: as any*/),
          (v36/*:: as any*/),
          (v37/*:: as any*/),
          (v39/*:: as any*/),
          (v38/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v40/*:: as any*/),
        "concreteType": "Speaker",
        "kind": "LinkedField",
        "name": "speaker",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v38/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "credentials",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "specialty",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "institution",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "speakerType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crmStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cvUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bioUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "veevaId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarImgUrl",
            "storageKey": null
          },
          (v42/*:: as any*/),
          (v43/*:: as any*/),
          (v44/*:: as any*/),
          (v45/*:: as any*/),
          {
            "condition": "readLiaison",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerLiaison",
                "kind": "LinkedField",
                "name": "liaison",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v38/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "readContractAddress",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractAddress",
                "kind": "LinkedField",
                "name": "contractAddress",
                "plural": false,
                "selections": [
                  (v38/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v44/*:: as any*/),
                  (v45/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "readContracts",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contracts",
                "plural": true,
                "selections": [
                  (v38/*:: as any*/),
                  (v46/*:: as any*/),
                  (v47/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signedDate",
                    "storageKey": null
                  },
                  (v48/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Attachment",
                    "kind": "LinkedField",
                    "name": "contractFile",
                    "plural": false,
                    "selections": (v49/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Attachment",
                    "kind": "LinkedField",
                    "name": "w9File",
                    "plural": false,
                    "selections": (v49/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "readBlackoutDates",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BlackoutDate",
                "kind": "LinkedField",
                "name": "blackoutDates",
                "plural": true,
                "selections": [
                  (v38/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "condition": "readEvents",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SpeakerEvent",
                    "kind": "LinkedField",
                    "name": "events",
                    "plural": true,
                    "selections": [
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
                        "name": "eventTitle",
                        "storageKey": null
                      },
                      (v48/*:: as any*/),
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
                        "name": "status",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              }
            ]
          },
          {
            "condition": "readCustomProfile",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeakerProfileGroup",
                "kind": "LinkedField",
                "name": "customProfile",
                "plural": true,
                "selections": [
                  (v38/*:: as any*/),
                  (v41/*:: as any*/),
                  (v46/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "disabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SpeakerProfileField",
                    "kind": "LinkedField",
                    "name": "fields",
                    "plural": true,
                    "selections": [
                      (v38/*:: as any*/),
                      (v8/*:: as any*/),
                      (v46/*:: as any*/),
                      (v47/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "editLiaison",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SpeakerLiaison",
            "kind": "LinkedField",
            "name": "speakerLiaisons",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v38/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3d70d171642dc6de4d3589b3a10b82b8",
    "id": null,
    "metadata": {},
    "name": "SpeakerProfileRouteQuery",
    "operationKind": "query",
    "text": "query SpeakerProfileRouteQuery(\n  $speakerId: Int!\n  $readContracts: Boolean!\n  $readContractAddress: Boolean!\n  $readBlackoutDates: Boolean!\n  $readEvents: Boolean!\n  $readCustomProfile: Boolean!\n  $readLiaison: Boolean!\n  $editLiaison: Boolean!\n) {\n  speakerLiaisons @include(if: $editLiaison) {\n    internalId\n    firstName\n    lastName\n    email\n    id\n  }\n  speakerProfileLayout {\n    desktop\n    mobile\n  }\n  viewer {\n    role\n    selectedProduct\n    speakerHidden: hiddenFields(entity: \"speaker\")\n    speakerDisabled: disabledFields(entity: \"speaker\")\n    contractHidden: hiddenFields(entity: \"contract\")\n    canUpdateSpeaker: can(entity: \"speaker\", action: UPDATE)\n    canCreateContract: can(entity: \"contract\", action: CREATE)\n    canUpdateContract: can(entity: \"contract\", action: UPDATE)\n    canDeleteContract: can(entity: \"contract\", action: DELETE)\n    canCreateContractAddress: can(entity: \"contract_address\", action: CREATE)\n    canUpdateContractAddress: can(entity: \"contract_address\", action: UPDATE)\n    canCreateBlackoutDate: can(entity: \"speaker_blackout_date\", action: CREATE)\n    canDeleteBlackoutDate: can(entity: \"speaker_blackout_date\", action: DELETE)\n    canCreateProfileValue: can(entity: \"speaker_profile_field_data\", action: CREATE)\n    canUpdateProfileValue: can(entity: \"speaker_profile_field_data\", action: UPDATE)\n    canDeleteProfileValue: can(entity: \"speaker_profile_field_data\", action: DELETE)\n    tenant {\n      id\n    }\n    id\n  }\n  speaker(internalId: $speakerId) {\n    firstName\n    lastName\n    ...SpeakerInfoCard_speaker_1wnA4K\n    ...HeadshotCard_speaker\n    ...AddressInfoCard_speaker\n    ...ContractAddressCard_speaker @include(if: $readContractAddress)\n    ...ContractsCard_speaker @include(if: $readContracts)\n    ...BlackoutDatesCard_speaker_4jJd3t @include(if: $readBlackoutDates)\n    id\n    customProfile @include(if: $readCustomProfile) {\n      id\n      gridArea\n      ...CustomGroupCard_group\n    }\n  }\n}\n\nfragment AddressInfoCard_speaker on Speaker {\n  id\n  address\n  city\n  state\n  zip\n}\n\nfragment BlackoutDatesCard_speaker_4jJd3t on Speaker {\n  id\n  blackoutDates {\n    id\n    date\n  }\n  events @include(if: $readEvents) {\n    eventId\n    eventTitle\n    startDate\n    zone\n    status\n  }\n}\n\nfragment ContractAddressCard_speaker on Speaker {\n  id\n  contractAddress {\n    id\n    address\n    city\n    state\n    zip\n  }\n}\n\nfragment ContractRow_contract on Contract {\n  id\n  name\n  type\n  signedDate\n  startDate\n  endDate\n  contractFile {\n    id\n    fileName\n    url\n  }\n  w9File {\n    id\n    fileName\n    url\n  }\n}\n\nfragment ContractsCard_speaker on Speaker {\n  id\n  contracts {\n    id\n    ...ContractRow_contract\n  }\n}\n\nfragment CustomGroupCard_group on SpeakerProfileGroup {\n  name\n  disabled\n  fields {\n    id\n    internalId\n    name\n    type\n    value\n  }\n}\n\nfragment HeadshotCard_speaker on Speaker {\n  id\n  firstName\n  lastName\n  avatarImgUrl\n}\n\nfragment SpeakerInfoCard_speaker_1wnA4K on Speaker {\n  id\n  liaison @include(if: $readLiaison) {\n    internalId\n    firstName\n    lastName\n    id\n  }\n  firstName\n  lastName\n  email\n  phone\n  credentials\n  specialty\n  institution\n  speakerType\n  crmStatus\n  cvUrl\n  bioUrl\n  veevaId\n}\n"
  }
};
})();

(node as any).hash = "2371034a4d187c3d2e78cb2568341ef0";

export default node;
