import type { BffArea } from '../../platform/area.ts';
import {
  fetchRegistrationTemplate,
  RegistrationAnalyticsRow,
  RegistrationTemplate,
  registrationTemplateQueries,
} from './schema/RegistrationTemplate/RegistrationTemplate.resolvers.ts';
import { registrationTemplateMutations } from './schema/RegistrationTemplate/RegistrationTemplateMutations.ts';
import { createRegistrationTemplatesApi } from './upstream/registrationTemplates.ts';

/** Registration page templates (spec 002 §2.15): the list, one template with its questions, its writes and analytics. */
export const registrationPagesArea = {
  name: 'registrationPages',
  upstream: { registrationTemplates: createRegistrationTemplatesApi },
  query: { ...registrationTemplateQueries },
  mutation: { ...registrationTemplateMutations },
  types: { RegistrationTemplate, RegistrationAnalyticsRow },
  nodes: { RegistrationTemplate: fetchRegistrationTemplate },
} satisfies BffArea;
