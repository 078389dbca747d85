import type { AreaCodegen } from '../../platform/area.ts';
import { mailEnumValues } from './enumValues.ts';

/** Resolver types of the mail area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: { SentMail: './upstream/sentMail.ts#SentMailDto', EmailDeliveryRow: './upstream/eventDelivery.ts#EmailDeliveryRowDto' },
  enumValues: { './enumValues.ts': mailEnumValues },
};
