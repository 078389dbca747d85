import type { BffArea } from '../../platform/area.ts';
import { feeEnumValues } from './enumValues.ts';
import { Check, CheckLogEntry } from './schema/Check/Check.resolvers.ts';
import { checkMutations } from './schema/Check/CheckMutations.ts';
import { checksConnection } from './schema/Check/ChecksConnection.ts';
import {
  FeeOption,
  FeeQuestion,
  feeStructureMutations,
  feeStructureQueries,
  SpeakerFeeDifference,
  SpeakerFeeRate,
  SpeakerFees,
} from './schema/FeeStructure/FeeStructure.resolvers.ts';
import { createFeesApi } from './upstream/fees.ts';

/** The Speaker Fee Calculator (spec 002 §2.10): the fee structure, speakers' rates and the checks with their export. */
export const feesArea = {
  name: 'fees',
  upstream: { fees: createFeesApi },
  query: { ...feeStructureQueries, ...checksConnection },
  mutation: { ...feeStructureMutations, ...checkMutations },
  types: { Check, CheckLogEntry, FeeQuestion, FeeOption, SpeakerFees, SpeakerFeeRate, SpeakerFeeDifference, ...feeEnumValues },
} satisfies BffArea;
