import type { BffArea } from '../../platform/area.ts';
import { speakerEnumValues } from './enumValues.ts';
import { Attachment, Contract, fetchContract } from './schema/Contract/Contract.resolvers.ts';
import { contractMutations } from './schema/Contract/ContractMutations.ts';
import {
  ProfileFieldConfig,
  ProfileGroupConfig,
  profileConfigurationMutations,
  profileConfigurationQueries,
} from './schema/ProfileGroupConfig/ProfileConfiguration.resolvers.ts';
import { BlackoutDate, ContractAddress, fetchSpeaker, Speaker, SpeakerEvent, speakerQueries } from './schema/Speaker/Speaker.resolvers.ts';
import {
  Region,
  SpeakerLiaison,
  SpeakerProfileField,
  SpeakerProfileGroup,
  speakerProfileMutations,
  speakerProfileQueries,
} from './schema/Speaker/SpeakerProfile.resolvers.ts';
import { speakerExportUrlQuery } from './schema/Speaker/SpeakerExportUrl.ts';
import { speakerMutations } from './schema/Speaker/SpeakerMutations.ts';
import { speakersConnection } from './schema/Speaker/SpeakersConnection.ts';
import { createSpeakerProfileApi } from './upstream/speakerProfile.ts';
import { createSpeakersApi } from './upstream/speakers.ts';

/** Speakers (spec 001): the list, a speaker's profile records (contract address, blackout dates, contracts, events) and their writes. */
export const speakersArea = {
  name: 'speakers',
  upstream: { speakers: createSpeakersApi, speakerProfile: createSpeakerProfileApi },
  query: { ...speakersConnection, ...speakerQueries, ...speakerExportUrlQuery, ...speakerProfileQueries, ...profileConfigurationQueries },
  mutation: { ...speakerMutations, ...contractMutations, ...speakerProfileMutations, ...profileConfigurationMutations },
  types: {
    Speaker,
    ContractAddress,
    BlackoutDate,
    SpeakerEvent,
    Contract,
    Attachment,
    SpeakerProfileGroup,
    SpeakerProfileField,
    Region,
    SpeakerLiaison,
    ProfileGroupConfig,
    ProfileFieldConfig,
    ...speakerEnumValues,
  },
  nodes: { Speaker: fetchSpeaker, Contract: fetchContract },
} satisfies BffArea;
