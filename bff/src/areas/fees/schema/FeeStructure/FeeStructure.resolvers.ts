import type {
  FeeOptionResolvers,
  FeeQuestionResolvers,
  MutationResolvers,
  QueryResolvers,
  SpeakerFeeDifferenceResolvers,
  SpeakerFeeRateResolvers,
  SpeakerFeesResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf, nodeIdentity } from '../../../../platform/schema/globalId.ts';

export const FeeQuestion: FeeQuestionResolvers = nodeIdentity('FeeQuestion');
export const FeeOption: FeeOptionResolvers = nodeIdentity('FeeOption');
export const SpeakerFees: SpeakerFeesResolvers = { speakerId: (fees) => globalId('Speaker', fees.speakerId) };
export const SpeakerFeeRate: SpeakerFeeRateResolvers = { optionId: (rate) => globalId('FeeOption', rate.optionId) };
export const SpeakerFeeDifference: SpeakerFeeDifferenceResolvers = { optionId: (difference) => globalId('FeeOption', difference.optionId) };

export const feeStructureQueries: Pick<QueryResolvers, 'feeStructure' | 'speakerFees'> = {
  feeStructure: (_parent, _args, ctx) => ctx.upstream.fees.structure(),
  speakerFees: (_parent, { speakerId }, ctx) => ctx.upstream.fees.speakerFees(internalIdOf('Speaker', speakerId)),
};

/** saveFeeStructure, setSpeakerFees: the whole structure or rate set in one REST call. */
export const feeStructureMutations: Pick<MutationResolvers, 'saveFeeStructure' | 'setSpeakerFees'> = {
  saveFeeStructure: async (_parent, { input }, ctx) => ({
    feeStructure: await ctx.upstream.fees.saveStructure({
      questions: input.questions.map(({ id, options, ...question }) => ({
        ...question,
        ...(id != null && { id: internalIdOf('FeeQuestion', id) }),
        options: options.map((option) => ({
          field: option.field,
          ...(option.id != null && { id: internalIdOf('FeeOption', option.id) }),
          ...(option.operation != null && { operation: option.operation }),
        })),
      })),
    }),
  }),
  setSpeakerFees: async (_parent, { input: { speakerId, rates } }, ctx) => ({
    speakerFees: await ctx.upstream.fees.setSpeakerFees(internalIdOf('Speaker', speakerId), {
      rates: rates.map(({ optionId, value }) => ({ optionId: internalIdOf('FeeOption', optionId), value })),
    }),
  }),
};
