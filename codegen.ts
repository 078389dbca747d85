import type { CodegenConfig } from '@graphql-codegen/cli';
import { enumValues } from './bff/src/enumValues.ts';

// Resolver types for bff/: each GraphQL object type maps onto the REST DTO it is resolved from, and
// each enum onto its REST values (the Apollo enum resolvers translate at the edge). Enums are also
// listed in `mappers`: with object `enumValues` alone the generator types them as `null`
// (dotansimha/graphql-code-generator#10204).
const enumMappers = Object.fromEntries(Object.keys(enumValues).map((name) => [name, `../enumValues.ts#${name}Value`]));

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    './bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.ts#Context',
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
          Viewer: '../upstream/users.ts#UserDataDto',
          Tenant: '../upstream/tenant.ts#TenantDto',
          PublicTenant: '../upstream/tenant.ts#TenantDto',
          Event: '../upstream/events.ts#EventDto',
          EventSpeaker: '../upstream/events.ts#EventSpeakerDto',
          EventSurveyTemplate: '../upstream/events.ts#EventSurveyTemplateDto',
          FieldRep: '../upstream/fieldReps.ts#FieldRepDto',
          Topic: '../upstream/topics.ts#TopicDto',
          SlideDeck: '../upstream/attachments.ts#AttachmentDto',
          Speaker: '../upstream/speakers.ts#SpeakerDto',
          Venue: '../upstream/venues.ts#VenueDto',
          SurveyTemplate: '../upstream/lookups.ts#NamedDto',
          EmailSeries: '../upstream/lookups.ts#NamedDto',
          RegistrationTemplate: '../upstream/lookups.ts#NamedDto',
          GeoPoint: '../upstream/geocode.ts#GeoPointDto',
          ProxiedImage: '../upstream/files.ts#ProxiedImageDto',
        },
      },
    },
  },
};

export default config;
