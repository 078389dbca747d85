import type { CodegenConfig } from '@graphql-codegen/cli';
import { enumValues } from './bff/src/platform/enumValues.ts';

// Resolver types for bff/: each GraphQL object type maps onto the REST DTO it is resolved from, and
// each enum onto its REST values (the Apollo enum resolvers translate at the edge). Enums are also
// listed in `mappers`: with object `enumValues` alone the generator types them as `null`
// (dotansimha/graphql-code-generator#10204).
const enumMappers = Object.fromEntries(Object.keys(enumValues).map((name) => [name, `../platform/enumValues.ts#${name}Value`]));

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    './bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../platform/context.ts#Context',
        enumsAsTypes: true,
        enumValues,
        scalars: {
          DateTime: { input: 'Date', output: 'string' },
          LocalDate: 'string',
          EmailAddress: 'string',
          URL: { input: 'URL', output: 'string' },
          JSON: 'unknown',
        },
        mappers: {
          ...enumMappers,
          Viewer: '../areas/session/upstream/users.ts#UserDataDto',
          Tenant: '../areas/tenant/upstream/tenant.ts#TenantDto',
          PublicTenant: '../areas/tenant/upstream/tenant.ts#TenantDto',
          Event: '../areas/events/upstream/events.ts#EventDto',
          EventSpeaker: '../areas/events/upstream/events.ts#EventSpeakerDto',
          EventSurveyTemplate: '../areas/events/upstream/events.ts#EventSurveyTemplateDto',
          Speaker: '../areas/speakers/upstream/speakers.ts#SpeakerDto',
          ContractAddress: '../areas/speakers/upstream/speakers.ts#ContractAddressDto',
          BlackoutDate: '../areas/speakers/upstream/speakers.ts#BlackoutDateDto',
          SpeakerEvent: '../areas/speakers/upstream/speakers.ts#SpeakerEventDto',
          Contract: '../areas/speakers/upstream/speakers.ts#ContractDto',
          Attachment: '../areas/speakers/upstream/speakers.ts#AttachmentRefDto',
          SpeakerProfileLayout: '../areas/speakers/upstream/speakerProfile.ts#ProfileLayoutDto',
          SpeakerProfileGroup: '../areas/speakers/upstream/speakerProfile.ts#ProfileGroupDto',
          SpeakerProfileField: '../areas/speakers/upstream/speakerProfile.ts#ProfileFieldDto',
          Region: '../areas/speakers/upstream/speakerProfile.ts#RegionDto',
          SpeakerLiaison: '../areas/speakers/upstream/speakerProfile.ts#LiaisonDto',
          ProfileGroupConfig: '../areas/speakers/upstream/speakerProfile.ts#ProfileGroupConfigDto',
          ProfileFieldConfig: '../areas/speakers/upstream/speakerProfile.ts#ProfileFieldConfigDto',
          FieldRep: '../areas/lookups/upstream/fieldReps.ts#FieldRepDto',
          Topic: '../areas/lookups/upstream/topics.ts#TopicDto',
          SlideDeck: '../areas/resources/upstream/attachments.ts#AttachmentDto',
          Venue: '../areas/lookups/upstream/venues.ts#VenueDto',
          SurveyTemplate: '../areas/lookups/upstream/lookups.ts#NamedDto',
          EmailSeries: '../areas/lookups/upstream/lookups.ts#NamedDto',
          RegistrationTemplate: '../areas/lookups/upstream/lookups.ts#NamedDto',
          GeoPoint: '../areas/geocode/upstream/geocode.ts#GeoPointDto',
          ProxiedImage: '../areas/files/upstream/files.ts#ProxiedImageDto',
        },
      },
    },
  },
};

export default config;
