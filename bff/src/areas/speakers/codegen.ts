import type { AreaCodegen } from '../../platform/area.ts';
import { speakerEnumValues } from './enumValues.ts';

/** Resolver types of the speakers area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    Speaker: './upstream/speakers.ts#SpeakerDto',
    ContractAddress: './upstream/speakers.ts#ContractAddressDto',
    BlackoutDate: './upstream/speakers.ts#BlackoutDateDto',
    SpeakerEvent: './upstream/speakers.ts#SpeakerEventDto',
    Contract: './upstream/speakers.ts#ContractDto',
    Attachment: './upstream/speakers.ts#AttachmentRefDto',
    SpeakerProfileLayout: './upstream/speakerProfile.ts#ProfileLayoutDto',
    SpeakerProfileGroup: './upstream/speakerProfile.ts#ProfileGroupDto',
    SpeakerProfileField: './upstream/speakerProfile.ts#ProfileFieldDto',
    Region: './upstream/speakerProfile.ts#RegionDto',
    SpeakerLiaison: './upstream/speakerProfile.ts#LiaisonDto',
    ProfileGroupConfig: './upstream/speakerProfile.ts#ProfileGroupConfigDto',
    ProfileFieldConfig: './upstream/speakerProfile.ts#ProfileFieldConfigDto',
  },
  enumValues: { './enumValues.ts': speakerEnumValues },
};
