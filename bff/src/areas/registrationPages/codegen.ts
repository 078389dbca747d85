import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the registrationPages area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: {
    RegistrationTemplate: './upstream/registrationTemplates.ts#RegistrationTemplateDto',
    RegistrationAnalyticsRow: './upstream/registrationTemplates.ts#RegistrationAnalyticsRowDto',
  },
};
