import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the emailSeries area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: { EmailSeries: './upstream/emailSeries.ts#EmailSeriesDto' },
};
