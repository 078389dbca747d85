import type { BffArea } from '../../platform/area.ts';
import { EmailSeries, fetchEmailSeries } from './schema/EmailSeries/EmailSeries.resolvers.ts';
import { emailSeriesConnection } from './schema/EmailSeries/EmailSeriesConnection.ts';
import { createFieldRepMutation } from './schema/FieldRep/CreateFieldRepMutation.ts';
import { deleteFieldRepMutation } from './schema/FieldRep/DeleteFieldRepMutation.ts';
import { FieldRep, fetchFieldRep } from './schema/FieldRep/FieldRep.resolvers.ts';
import { fieldRepsConnection } from './schema/FieldRep/FieldRepsConnection.ts';
import { updateFieldRepMutation } from './schema/FieldRep/UpdateFieldRepMutation.ts';
import { fetchRegistrationTemplate, RegistrationTemplate } from './schema/RegistrationTemplate/RegistrationTemplate.resolvers.ts';
import { registrationTemplatesConnection } from './schema/RegistrationTemplate/RegistrationTemplatesConnection.ts';
import { fetchSurveyTemplate, SurveyTemplate } from './schema/SurveyTemplate/SurveyTemplate.resolvers.ts';
import { surveyTemplatesConnection } from './schema/SurveyTemplate/SurveyTemplatesConnection.ts';
import { fetchTopic, Topic } from './schema/Topic/Topic.resolvers.ts';
import { topicsConnection } from './schema/Topic/TopicsConnection.ts';
import { fetchVenue, Venue } from './schema/Venue/Venue.resolvers.ts';
import { venuesConnection } from './schema/Venue/VenuesConnection.ts';
import { createFieldRepsApi } from './upstream/fieldReps.ts';
import { createLookupsApi } from './upstream/lookups.ts';
import { createTopicsApi } from './upstream/topics.ts';
import { createVenuesApi } from './upstream/venues.ts';

/** The records the event screens pick from; each becomes an area of its own as its screens are built. */
export const lookupsArea = {
  name: 'lookups',
  upstream: {
    fieldReps: createFieldRepsApi,
    topics: createTopicsApi,
    venues: createVenuesApi,
    lookups: createLookupsApi,
  },
  query: {
    ...fieldRepsConnection,
    ...topicsConnection,
    ...venuesConnection,
    ...surveyTemplatesConnection,
    ...emailSeriesConnection,
    ...registrationTemplatesConnection,
  },
  mutation: { ...createFieldRepMutation, ...updateFieldRepMutation, ...deleteFieldRepMutation },
  types: { FieldRep, Topic, Venue, SurveyTemplate, EmailSeries, RegistrationTemplate },
  nodes: {
    FieldRep: fetchFieldRep,
    Topic: fetchTopic,
    Venue: fetchVenue,
    SurveyTemplate: fetchSurveyTemplate,
    EmailSeries: fetchEmailSeries,
    RegistrationTemplate: fetchRegistrationTemplate,
  },
} satisfies BffArea;
