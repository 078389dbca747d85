import type { CodegenConfig } from '@graphql-codegen/cli';
import { questionEnumValues } from './bff/src/areas/surveys/enumValues.ts';
import { enumValues } from './bff/src/platform/enumValues.ts';
import { venueEnumValues } from './bff/src/areas/venues/enumValues.ts';
import { userEnumValues } from './bff/src/areas/users/enumValues.ts';
import { attendeeEnumValues } from './bff/src/areas/attendees/enumValues.ts';
import { importEnumValues } from './bff/src/areas/attendees/importEnumValues.ts';
import { resourceEnumValues } from './bff/src/areas/resources/enumValues.ts';
import { trainingEnumValues } from './bff/src/areas/trainings/enumValues.ts';

// Resolver types for bff/: each GraphQL object type maps onto the REST DTO it is resolved from, and
// each enum onto its REST values (the Apollo enum resolvers translate at the edge). Enums are also
// listed in `mappers`: with object `enumValues` alone the generator types them as `null`
// (dotansimha/graphql-code-generator#10204).
const enumMappers = {
  ...Object.fromEntries(Object.keys(enumValues).map((name) => [name, `../platform/enumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(questionEnumValues).map((name) => [name, `../areas/surveys/enumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(venueEnumValues).map((name) => [name, `../areas/venues/enumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(userEnumValues).map((name) => [name, `../areas/users/enumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(attendeeEnumValues).map((name) => [name, `../areas/attendees/enumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(importEnumValues).map((name) => [name, `../areas/attendees/importEnumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(resourceEnumValues).map((name) => [name, `../areas/resources/enumValues.ts#${name}Value`])),
  ...Object.fromEntries(Object.keys(trainingEnumValues).map((name) => [name, `../areas/trainings/enumValues.ts#${name}Value`])),
};

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    './bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../platform/context.ts#Context',
        enumsAsTypes: true,
        enumValues: {
          ...enumValues,
          ...questionEnumValues,
          ...venueEnumValues,
          ...userEnumValues,
          ...attendeeEnumValues,
          ...importEnumValues,
          ...resourceEnumValues,
          ...trainingEnumValues,
        },
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
          ResourceGroup: '../areas/resources/upstream/library.ts#ResourceGroupDto',
          Resource: '../areas/resources/upstream/library.ts#ResourceDto',
          ResourceAssignee: '../areas/resources/upstream/library.ts#AssignSpeakerDto',
          Venue: '../areas/venues/upstream/venues.ts#VenueDto',
          User: '../areas/users/upstream/users.ts#UserDto',
          UserSpeaker: '../areas/users/upstream/users.ts#UserSpeakerDto',
          UserFieldRep: '../areas/users/upstream/users.ts#UserFieldRepDto',
          RoleName: '../areas/users/upstream/users.ts#RoleNameDto',
          EventAttendance: '../areas/attendees/upstream/attendees.ts#EventAttendanceDto',
          AttendanceResponse: '../areas/attendees/upstream/attendanceForm.ts#AttendanceResponseDto',
          AttendeeImportResult: '../areas/attendees/upstream/attendeeImport.ts#AttendeeImportResultDto',
          SignInTemplate: '../areas/attendees/upstream/attendeeImport.ts#SignInTemplateDto',
          Attendee: '../areas/attendees/upstream/attendees.ts#AttendeeDto',
          SurveyTemplate: '../areas/surveys/upstream/surveyTemplates.ts#SurveyTemplateDto',
          SurveyResponseSummary: '../areas/surveys/upstream/surveyTemplates.ts#SurveyResponseSummaryDto',
          Question: '../areas/surveys/upstream/questions.ts#QuestionDto',
          QuestionChoice: '../areas/surveys/upstream/questions.ts#QuestionChoiceDto',
          RuleNode: '../areas/surveys/upstream/questions.ts#RuleNodeDto',
          SkipLogicEntry: '../areas/surveys/upstream/questions.ts#SkipLogicDto',
          QuestionTypeInfo: '../areas/surveys/upstream/questions.ts#QuestionTypeDto',
          ComparatorInfo: '../areas/surveys/upstream/questions.ts#ComparatorDto',
          QuestionPreset: '../areas/surveys/upstream/questions.ts#QuestionPresetDto',
          EmailSeries: '../areas/lookups/upstream/lookups.ts#NamedDto',
          RegistrationTemplate: '../areas/registrationPages/upstream/registrationTemplates.ts#RegistrationTemplateDto',
          RegistrationAnalyticsRow: '../areas/registrationPages/upstream/registrationTemplates.ts#RegistrationAnalyticsRowDto',
          GeoPoint: '../areas/geocode/upstream/geocode.ts#GeoPointDto',
          ProxiedImage: '../areas/files/upstream/files.ts#ProxiedImageDto',
          SpeakerTraining: '../areas/trainings/upstream/trainings.ts#SpeakerTrainingDto',
          TrainingProgram: '../areas/trainings/upstream/trainings.ts#TrainingProgramDto',
          TrainingVideo: '../areas/trainings/upstream/trainings.ts#TrainingVideoDto',
          TrainingTopic: '../areas/trainings/upstream/trainings.ts#TrainingTopicDto',
          TrainingSpeaker: '../areas/trainings/upstream/trainings.ts#TrainingSpeakerDto',
        },
      },
    },
  },
};

export default config;
