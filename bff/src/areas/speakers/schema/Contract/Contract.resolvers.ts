import type { AttachmentResolvers, ContractResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { downloadUrl } from '../../../../platform/downloads.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { ContractDto } from '../../upstream/speakers.ts';

/** A contract by id (`node(id:)`, `nodes(ids:)`): one batched call; a Speaker-role user reaches only their own. */
export function fetchContract(ctx: Context, internalId: number): Promise<ContractDto | null> {
  return ctx.upstream.speakers.contractById.load(internalId);
}

/** A hidden file id hides its file too (the REST row carries both). */
export const Contract: ContractResolvers = {
  ...nodeIdentity('Contract'),
  contractFile: (contract) => (contract.contractResourceId === null ? null : contract.contractResource),
  w9File: (contract) => (contract.w9ResourceId === null ? null : contract.w9Resource),
};

export const Attachment: AttachmentResolvers = {
  ...nodeIdentity('Attachment'),
  // The REST path (`/resource/download/{id}/{fileName}`) through the BFF's download route, with the session.
  url: (file) => downloadUrl(`resource/download/${file.id}/${encodeURIComponent(file.fileName)}`),
};
