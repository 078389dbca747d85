import type { EmailTemplateInput, MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { EmailTemplateWrite } from '../../upstream/emailTemplates.ts';
import { templateFields } from './templateFields.ts';

/** The REST body of `POST`/`PUT email-templates`: the fields and the series' internal id (null: none; left out, an
 *  update keeps the template's series). */
const templateBody = (emailSeriesId: string | null | undefined, template: EmailTemplateInput): EmailTemplateWrite => ({
  ...templateFields(template),
  emailSeriesId: emailSeriesId == null ? emailSeriesId : internalIdOf('EmailSeries', emailSeriesId),
});

/** createEmailTemplate, updateEmailTemplate, deleteEmailTemplate: one REST call each; the REST messages ('Email
 *  template name cannot be empty', a variable the type cannot use) reach the editor unchanged. */
export const emailTemplateMutations: Pick<MutationResolvers, 'createEmailTemplate' | 'updateEmailTemplate' | 'deleteEmailTemplate'> = {
  createEmailTemplate: async (_parent, { input }, ctx) => ({
    emailTemplate: await ctx.upstream.emailTemplates.create(templateBody(input.emailSeriesId, input.template)),
  }),
  updateEmailTemplate: async (_parent, { input }, ctx) => ({
    emailTemplate: await ctx.upstream.emailTemplates.update(
      internalIdOf('EmailTemplate', input.id),
      templateBody(input.emailSeriesId, input.template),
    ),
  }),
  deleteEmailTemplate: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('EmailTemplate', input.id);
    await ctx.upstream.emailTemplates.remove(internalId);
    return { deletedId: globalId('EmailTemplate', internalId) };
  },
};
