import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { EmailSeries } from '../../areas/lookups/schema/EmailSeries/EmailSeries.resolvers.ts';
import { emailSeriesConnection } from '../../areas/lookups/schema/EmailSeries/EmailSeriesConnection.ts';
import { createEventMutation } from '../../areas/events/schema/Event/CreateEventMutation.ts';
import { deleteEventsMutation } from '../../areas/events/schema/Event/DeleteEventsMutation.ts';
import { Event, EventSpeaker, EventSurveyTemplate, eventQueries } from '../../areas/events/schema/Event/Event.resolvers.ts';
import { eventsConnection } from '../../areas/events/schema/Event/EventsConnection.ts';
import { eventExportUrlQuery } from '../../areas/events/schema/Event/EventExportUrl.ts';
import { importEventsMutation } from '../../areas/events/schema/Event/ImportEventsMutation.ts';
import { updateEventMutation } from '../../areas/events/schema/Event/UpdateEventMutation.ts';
import { createFieldRepMutation } from '../../areas/lookups/schema/FieldRep/CreateFieldRepMutation.ts';
import { deleteFieldRepMutation } from '../../areas/lookups/schema/FieldRep/DeleteFieldRepMutation.ts';
import { FieldRep } from '../../areas/lookups/schema/FieldRep/FieldRep.resolvers.ts';
import { fieldRepsConnection } from '../../areas/lookups/schema/FieldRep/FieldRepsConnection.ts';
import { updateFieldRepMutation } from '../../areas/lookups/schema/FieldRep/UpdateFieldRepMutation.ts';
import { geocodeQueries } from '../../areas/geocode/schema/GeoPoint/GeoPoint.resolvers.ts';
import { mapSettingsQueries } from '../../areas/geocode/schema/MapSettings/MapSettings.resolvers.ts';
import { Node, nodeQueries } from './Node/Node.resolvers.ts';
import { ProxiedImage, proxyImageQueries } from '../../areas/files/schema/ProxiedImage/ProxiedImage.resolvers.ts';
import { RegistrationTemplate } from '../../areas/lookups/schema/RegistrationTemplate/RegistrationTemplate.resolvers.ts';
import { registrationTemplatesConnection } from '../../areas/lookups/schema/RegistrationTemplate/RegistrationTemplatesConnection.ts';
import { scalarAndEnumResolvers } from './scalars.ts';
import { changePasswordMutation } from '../../areas/session/schema/Session/ChangePasswordMutation.ts';
import { LoginPayload, loginMutation } from '../../areas/session/schema/Session/LoginMutation.ts';
import { logoutMutation } from '../../areas/session/schema/Session/LogoutMutation.ts';
import { refreshSessionMutation } from '../../areas/session/schema/Session/RefreshSessionMutation.ts';
import { requestPasswordResetMutation } from '../../areas/session/schema/Session/RequestPasswordResetMutation.ts';
import { resetPasswordMutation } from '../../areas/session/schema/Session/ResetPasswordMutation.ts';
import { SlideDeck } from '../../areas/resources/schema/SlideDeck/SlideDeck.resolvers.ts';
import { Speaker } from '../../areas/lookups/schema/Speaker/Speaker.resolvers.ts';
import { speakersConnection } from '../../areas/lookups/schema/Speaker/SpeakersConnection.ts';
import { SurveyTemplate } from '../../areas/lookups/schema/SurveyTemplate/SurveyTemplate.resolvers.ts';
import { surveyTemplatesConnection } from '../../areas/lookups/schema/SurveyTemplate/SurveyTemplatesConnection.ts';
import { PublicTenant, Tenant, tenantQueries } from '../../areas/tenant/schema/Tenant/Tenant.resolvers.ts';
import { Topic } from '../../areas/lookups/schema/Topic/Topic.resolvers.ts';
import { topicsConnection } from '../../areas/lookups/schema/Topic/TopicsConnection.ts';
import { Venue } from '../../areas/lookups/schema/Venue/Venue.resolvers.ts';
import { venuesConnection } from '../../areas/lookups/schema/Venue/VenuesConnection.ts';
import { Version, versionQueries } from '../../areas/tenant/schema/Version/Version.resolvers.ts';
import { Viewer, viewerQueries } from '../../areas/session/schema/Viewer/Viewer.resolvers.ts';

/** Every resolver of schema.graphql, assembled from the per-type folders. */
export const resolvers: Resolvers = {
  ...scalarAndEnumResolvers,
  Query: {
    ...nodeQueries,
    ...viewerQueries,
    ...tenantQueries,
    ...versionQueries,
    ...eventsConnection,
    ...eventQueries,
    ...eventExportUrlQuery,
    ...fieldRepsConnection,
    ...topicsConnection,
    ...speakersConnection,
    ...venuesConnection,
    ...surveyTemplatesConnection,
    ...emailSeriesConnection,
    ...registrationTemplatesConnection,
    ...geocodeQueries,
    ...mapSettingsQueries,
    ...proxyImageQueries,
  },
  Mutation: {
    ...loginMutation,
    ...refreshSessionMutation,
    ...logoutMutation,
    ...requestPasswordResetMutation,
    ...resetPasswordMutation,
    ...changePasswordMutation,
    ...createEventMutation,
    ...updateEventMutation,
    ...deleteEventsMutation,
    ...importEventsMutation,
    ...createFieldRepMutation,
    ...updateFieldRepMutation,
    ...deleteFieldRepMutation,
  },
  Node,
  Viewer,
  Tenant,
  PublicTenant,
  Version,
  LoginPayload,
  Event,
  EventSpeaker,
  EventSurveyTemplate,
  FieldRep,
  Topic,
  SlideDeck,
  Speaker,
  Venue,
  SurveyTemplate,
  EmailSeries,
  RegistrationTemplate,
  ProxiedImage,
};
