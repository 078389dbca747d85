import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { EmailSeries } from './EmailSeries/EmailSeries.resolvers.ts';
import { emailSeriesConnection } from './EmailSeries/EmailSeriesConnection.ts';
import { createEventMutation } from './Event/CreateEventMutation.ts';
import { deleteEventsMutation } from './Event/DeleteEventsMutation.ts';
import { Event, EventSpeaker, EventSurveyTemplate, eventQueries } from './Event/Event.resolvers.ts';
import { eventsConnection } from './Event/EventsConnection.ts';
import { eventExportUrlQuery } from './Event/EventExportUrl.ts';
import { importEventsMutation } from './Event/ImportEventsMutation.ts';
import { updateEventMutation } from './Event/UpdateEventMutation.ts';
import { createFieldRepMutation } from './FieldRep/CreateFieldRepMutation.ts';
import { deleteFieldRepMutation } from './FieldRep/DeleteFieldRepMutation.ts';
import { FieldRep } from './FieldRep/FieldRep.resolvers.ts';
import { fieldRepsConnection } from './FieldRep/FieldRepsConnection.ts';
import { updateFieldRepMutation } from './FieldRep/UpdateFieldRepMutation.ts';
import { geocodeQueries } from './GeoPoint/GeoPoint.resolvers.ts';
import { mapSettingsQueries } from './MapSettings/MapSettings.resolvers.ts';
import { Node, nodeQueries } from './Node/Node.resolvers.ts';
import { ProxiedImage, proxyImageQueries } from './ProxiedImage/ProxiedImage.resolvers.ts';
import { RegistrationTemplate } from './RegistrationTemplate/RegistrationTemplate.resolvers.ts';
import { registrationTemplatesConnection } from './RegistrationTemplate/RegistrationTemplatesConnection.ts';
import { scalarAndEnumResolvers } from './scalars.ts';
import { changePasswordMutation } from './Session/ChangePasswordMutation.ts';
import { LoginPayload, loginMutation } from './Session/LoginMutation.ts';
import { logoutMutation } from './Session/LogoutMutation.ts';
import { refreshSessionMutation } from './Session/RefreshSessionMutation.ts';
import { requestPasswordResetMutation } from './Session/RequestPasswordResetMutation.ts';
import { resetPasswordMutation } from './Session/ResetPasswordMutation.ts';
import { SlideDeck } from './SlideDeck/SlideDeck.resolvers.ts';
import { Speaker } from './Speaker/Speaker.resolvers.ts';
import { speakersConnection } from './Speaker/SpeakersConnection.ts';
import { SurveyTemplate } from './SurveyTemplate/SurveyTemplate.resolvers.ts';
import { surveyTemplatesConnection } from './SurveyTemplate/SurveyTemplatesConnection.ts';
import { PublicTenant, Tenant, tenantQueries } from './Tenant/Tenant.resolvers.ts';
import { Topic } from './Topic/Topic.resolvers.ts';
import { topicsConnection } from './Topic/TopicsConnection.ts';
import { Venue } from './Venue/Venue.resolvers.ts';
import { venuesConnection } from './Venue/VenuesConnection.ts';
import { Version, versionQueries } from './Version/Version.resolvers.ts';
import { Viewer, viewerQueries } from './Viewer/Viewer.resolvers.ts';

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
