import type { EmailTemplateInput, MutationResolvers, SaveEmailTemplateDesignInput } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { EmailDesignWrite, EmailTemplateWrite } from '../../upstream/emailTemplates.ts';
import { designBlocks, templateFields } from './templateFields.ts';

/** The REST body of `POST`/`PUT email-templates`: the fields and the series' internal id (null: none; left out, an
 *  update keeps the template's series). */
const templateBody = (emailSeriesId: string | null | undefined, template: EmailTemplateInput): EmailTemplateWrite => ({
  ...templateFields(template),
  emailSeriesId: emailSeriesId == null ? emailSeriesId : internalIdOf('EmailSeries', emailSeriesId),
});

/** The REST body of `PUT email-templates/{id}/design`: the legacy builder's HTML, or Designer V2's blocks. */
function designBody(input: SaveEmailTemplateDesignInput): EmailDesignWrite {
  const confirmConversion = input.confirmConversion ?? undefined;
  if (input.builder === 'legacy') return { builder: 'legacy', body: input.body ?? '', confirmConversion };
  return { builder: 'v2', design: { blocks: designBlocks(input.design) }, confirmConversion };
}

/** createEmailTemplate, updateEmailTemplate, deleteEmailTemplate, saveEmailTemplateDesign: one REST call each; the REST messages ('Email
 *  template name cannot be empty', a variable the type cannot use) reach the editor unchanged. */
export const emailTemplateMutations: Pick<
  MutationResolvers,
  'createEmailTemplate' | 'updateEmailTemplate' | 'deleteEmailTemplate' | 'saveEmailTemplateDesign'
> = {
  createEmailTemplate: async (_parent, { input }, ctx) => ({
    emailTemplate: await ctx.upstream.emailTemplates.create({
      ...templateBody(input.emailSeriesId, input.template),
      ...(input.designOf != null && { designOf: internalIdOf('EmailTemplate', input.designOf) }),
    }),
  }),
  updateEmailTemplate: async (_parent, { input }, ctx) => ({
    emailTemplate: await ctx.upstream.emailTemplates.update(
      internalIdOf('EmailTemplate', input.id),
      templateBody(input.emailSeriesId, input.template),
    ),
  }),
  saveEmailTemplateDesign: async (_parent, { input }, ctx) => ({
    emailTemplate: await ctx.upstream.emailTemplates.saveDesign(internalIdOf('EmailTemplate', input.emailTemplateId), designBody(input)),
  }),
  deleteEmailTemplate: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('EmailTemplate', input.id);
    await ctx.upstream.emailTemplates.remove(internalId);
    return { deletedId: globalId('EmailTemplate', internalId) };
  },
};
