import type {
  MutationResolvers,
  QueryResolvers,
  RegionResolvers,
  SpeakerLiaisonResolvers,
  SpeakerProfileFieldResolvers,
  SpeakerProfileGroupResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import { fetchSpeaker } from './Speaker.resolvers.ts';

export const speakerProfileQueries: Pick<QueryResolvers, 'speakerProfileLayout' | 'regions' | 'speakerLiaisons'> = {
  speakerProfileLayout: (_parent, { product }, ctx) => ctx.upstream.speakerProfile.layout(product),
  regions: (_parent, _args, ctx) => ctx.upstream.speakerProfile.regions(),
  speakerLiaisons: (_parent, _args, ctx) => ctx.upstream.speakerProfile.liaisons(),
};

export const SpeakerProfileGroup: SpeakerProfileGroupResolvers = {
  id: (group) => globalId('SpeakerProfileGroup', group.groupId),
  internalId: (group) => group.groupId,
  name: (group) => group.groupName,
  weight: (group) => group.groupWeight,
};

export const SpeakerProfileField: SpeakerProfileFieldResolvers = {
  id: (field) => globalId('SpeakerProfileField', field.fieldId),
  internalId: (field) => field.fieldId,
  name: (field) => field.fieldName,
  type: (field) => field.fieldType,
  weight: (field) => field.fieldWeight,
};

export const Region: RegionResolvers = nodeIdentity('Region');
export const SpeakerLiaison: SpeakerLiaisonResolvers = nodeIdentity('SpeakerLiaison');

type ProfileMutations = Pick<MutationResolvers, 'saveSpeakerProfileValues' | 'setSpeakerLiaison' | 'createSpeakerLogin'>;

/** Each write answers the speaker, read after it (its profile fields resolve from there). */
export const speakerProfileMutations: ProfileMutations = {
  saveSpeakerProfileValues: async (_parent, { input }, ctx) => {
    const id = internalIdOf('Speaker', input.speakerId);
    await ctx.upstream.speakerProfile.saveValues(id, input.values);
    return { speaker: await fetchSpeaker(ctx, id) };
  },
  setSpeakerLiaison: async (_parent, { input }, ctx) => {
    const id = internalIdOf('Speaker', input.speakerId);
    await ctx.upstream.speakerProfile.setLiaison(id, input.liaisonId);
    return { speaker: await fetchSpeaker(ctx, id) };
  },
  createSpeakerLogin: async (_parent, { input }, ctx) => {
    const id = internalIdOf('Speaker', input.speakerId);
    const { message } = await ctx.upstream.speakerProfile.createLogin(id, input.email);
    return { speaker: await fetchSpeaker(ctx, id), message };
  },
};
