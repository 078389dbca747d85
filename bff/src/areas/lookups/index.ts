import type { BffArea } from '../../platform/area.ts';
import { EmailSeries, fetchEmailSeries } from './schema/EmailSeries/EmailSeries.resolvers.ts';
import { emailSeriesConnection } from './schema/EmailSeries/EmailSeriesConnection.ts';
import { createFieldRepMutation } from './schema/FieldRep/CreateFieldRepMutation.ts';
import { deleteFieldRepMutation } from './schema/FieldRep/DeleteFieldRepMutation.ts';
import { FieldRep, fetchFieldRep } from './schema/FieldRep/FieldRep.resolvers.ts';
import { fieldRepsConnection } from './schema/FieldRep/FieldRepsConnection.ts';
import { updateFieldRepMutation } from './schema/FieldRep/UpdateFieldRepMutation.ts';
import { fetchTopic, Topic } from './schema/Topic/Topic.resolvers.ts';
import { topicsConnection } from './schema/Topic/TopicsConnection.ts';
import { createFieldRepsApi } from './upstream/fieldReps.ts';
import { createLookupsApi } from './upstream/lookups.ts';
import { createTopicsApi } from './upstream/topics.ts';

/** The records the event screens pick from; each becomes an area of its own as its screens are built (venues did). */
export const lookupsArea = {
  name: 'lookups',
  upstream: {
    fieldReps: createFieldRepsApi,
    topics: createTopicsApi,
    lookups: createLookupsApi,
  },
  query: {
    ...fieldRepsConnection,
    ...topicsConnection,
    ...emailSeriesConnection,
  },
  mutation: { ...createFieldRepMutation, ...updateFieldRepMutation, ...deleteFieldRepMutation },
  types: { FieldRep, Topic, EmailSeries },
  nodes: {
    FieldRep: fetchFieldRep,
    Topic: fetchTopic,
    EmailSeries: fetchEmailSeries,
  },
} satisfies BffArea;
