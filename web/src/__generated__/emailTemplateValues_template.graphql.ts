/**
 * @generated SignedSource<<c13848b25ec79b172bcfb58da9e9e232>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type emailTemplateValues_template$data = {
  readonly active: boolean | null | undefined;
  readonly body: string | null | undefined;
  readonly cc: ReadonlyArray<string> | null | undefined;
  readonly emailSeries: {
    readonly id: string;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly emailTemplateTypeId: number | null | undefined;
  readonly eventType: string | null | undefined;
  readonly icalDescription: string | null | undefined;
  readonly icalEvent: boolean | null | undefined;
  readonly icalTitle: string | null | undefined;
  readonly name: string | null | undefined;
  readonly preheader: string | null | undefined;
  readonly recipients: ReadonlyArray<string> | null | undefined;
  readonly subject: string | null | undefined;
  readonly width: number | null | undefined;
  readonly " $fragmentType": "emailTemplateValues_template";
};
export type emailTemplateValues_template$key = {
  readonly " $data"?: emailTemplateValues_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"emailTemplateValues_template">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "emailTemplateValues_template"
};

(node as any).hash = "45bb3b370e2a5c91f49ce218a7dfae6e";

export default node;
