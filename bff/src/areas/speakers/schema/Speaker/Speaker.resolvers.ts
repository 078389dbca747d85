import type {
  BlackoutDateResolvers,
  ContractAddressResolvers,
  QueryResolvers,
  SpeakerEventResolvers,
  SpeakerResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { nullIfNotFound } from '../../../../platform/errors.ts';
import { globalId, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { SpeakerDto } from '../../upstream/speakers.ts';

/**
 * The one way a speaker is fetched by id: `speaker(internalId:)`, `node(id:)`, `nodes(ids:)` and the payloads. It asks
 * `GET speakers/{id}`, which refuses a Speaker-role user any record but their own (FORBIDDEN), as the issue asks; an
 * event's co-speakers, which that user may see by name, come from the batched list (`speakerById`) instead.
 */
export function fetchSpeaker(ctx: Context, internalId: number): Promise<SpeakerDto | null> {
  return nullIfNotFound(ctx.upstream.speakers.one(internalId));
}

export const speakerQueries: Pick<QueryResolvers, 'speaker'> = {
  speaker: (_parent, { internalId }, ctx) => fetchSpeaker(ctx, internalId),
};

/** A page's contracts come from one batched call; the profile's cards (address, blackout dates, events) ask per speaker. */
export const Speaker: SpeakerResolvers = {
  ...nodeIdentity('Speaker'),
  hasUserAccount: (speaker) => speaker.userId !== null,
  contracts: (speaker, _args, ctx) => ctx.upstream.speakers.contractsBySpeakerId.load(speaker.id),
  contractAddress: (speaker, _args, ctx) => ctx.upstream.speakers.contractAddress(speaker.id),
  blackoutDates: (speaker, _args, ctx) => ctx.upstream.speakers.blackoutDates(speaker.id),
  events: (speaker, _args, ctx) => ctx.upstream.speakers.events(speaker.id),
  customProfile: (speaker, _args, ctx) => ctx.upstream.speakerProfile.groupsOf(speaker.id),
  liaison: (speaker, _args, ctx) => ctx.upstream.speakerProfile.liaisonOf(speaker.id),
};

export const ContractAddress: ContractAddressResolvers = nodeIdentity('ContractAddress');

export const BlackoutDate: BlackoutDateResolvers = {
  ...nodeIdentity('BlackoutDate'),
  date: (row) => row.blackoutDate,
};

export const SpeakerEvent: SpeakerEventResolvers = {
  eventId: (row) => globalId('Event', row.id),
  internalId: (row) => row.id,
  eventTitle: (row) => row.title,
  startDate: (row) => row.startTime,
};
