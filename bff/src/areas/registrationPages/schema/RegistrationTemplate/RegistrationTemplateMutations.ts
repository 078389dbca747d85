import type { MutationResolvers, RegistrationTemplateInput } from '../../../../__generated__/resolvers-types.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';
import { toQuestionDefs } from '../../../questions/index.ts';
import type { RegistrationTemplateWrite } from '../../upstream/registrationTemplates.ts';

/** The REST body of `POST`/`PUT registration-templates` (questions by ref, in one write); a null brandColor2 is left
 *  out, so that it takes its default (REST refuses null for it). */
function registrationTemplateBody({ questions, brandColor2, ...template }: RegistrationTemplateInput): RegistrationTemplateWrite {
  return { ...template, brandColor2: brandColor2 ?? undefined, questions: toQuestionDefs(questions) };
}

export const registrationTemplateMutations: Pick<MutationResolvers, 'createRegistrationTemplate' | 'updateRegistrationTemplate'> = {
  createRegistrationTemplate: async (_parent, { input }, ctx) => ({
    registrationTemplate: await ctx.upstream.registrationTemplates.create(registrationTemplateBody(input.template)),
  }),
  updateRegistrationTemplate: async (_parent, { input }, ctx) => ({
    registrationTemplate: await ctx.upstream.registrationTemplates.update(
      internalIdOf('RegistrationTemplate', input.id),
      registrationTemplateBody(input.template),
    ),
  }),
};
