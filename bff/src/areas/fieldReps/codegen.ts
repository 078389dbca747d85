import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the fieldReps area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: { FieldRep: './upstream/fieldReps.ts#FieldRepDto' },
};
