import type { AreaCodegen } from '../../platform/area.ts';
import { feeEnumValues } from './enumValues.ts';

/** Resolver types of the fees area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    FeeStructure: './upstream/fees.ts#FeeStructureDto',
    FeeQuestion: './upstream/fees.ts#FeeQuestionDto',
    FeeOption: './upstream/fees.ts#FeeOptionDto',
    SpeakerFees: './upstream/fees.ts#SpeakerFeesDto',
    SpeakerFeeRate: './upstream/fees.ts#SpeakerFeeRateDto',
    SpeakerFeeDifference: './upstream/fees.ts#SpeakerFeeDifferenceDto',
    Check: './upstream/fees.ts#CheckDto',
    CheckMeta: './upstream/fees.ts#CheckMetaDto',
    CheckLogEntry: './upstream/fees.ts#CheckLogEntryDto',
  },
  enumValues: { './enumValues.ts': feeEnumValues },
};
