import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the lookups area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: {
    FieldRep: './upstream/fieldReps.ts#FieldRepDto',
    Topic: './upstream/topics.ts#TopicDto',
    EmailSeries: './upstream/lookups.ts#NamedDto',
  },
};
