import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

type ContractMutations = Pick<MutationResolvers, 'createContract' | 'updateContract' | 'deleteContract' | 'deleteContractFile'>;

export const contractMutations: ContractMutations = {
  // The files were uploaded first (`/uploads/protected`); REST attaches them in the contract's own write.
  createContract: async (_parent, { input: { speakerId, ...fields } }, ctx) => ({
    contract: await ctx.upstream.speakers.createContract({ speakerId: internalIdOf('Speaker', speakerId), ...fields }),
  }),
  updateContract: async (_parent, { input: { id, ...changes } }, ctx) => ({
    contract: await ctx.upstream.speakers.updateContract(internalIdOf('Contract', id), changes),
  }),
  deleteContract: async (_parent, { input }, ctx) => {
    const id = internalIdOf('Contract', input.id);
    await ctx.upstream.speakers.removeContract(id);
    return { deletedId: globalId('Contract', id) };
  },
  deleteContractFile: async (_parent, { input }, ctx) => {
    const id = internalIdOf('Attachment', input.id);
    await ctx.upstream.speakers.removeContractFile(id);
    return { deletedId: globalId('Attachment', id) };
  },
};
