import type { EmailSeriesInput, MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import { EmailProductValues } from '../../enumValues.ts';
import type { EmailSeriesWrite } from '../../upstream/emailSeries.ts';
import { templateFields } from '../EmailTemplate/templateFields.ts';

/** The REST body of `POST`/`PUT email-series`: the name and every template, a stored one by its internal id (the
 *  service refuses one of another series or tenant), a new one with a null id and the template it copies, if any. */
const seriesBody = ({ name, emailTemplates }: EmailSeriesInput): EmailSeriesWrite => ({
  name,
  emailTemplates: emailTemplates.map(({ id, template, designOf }) => ({
    ...templateFields(template),
    id: id == null ? null : internalIdOf('EmailTemplate', id),
    ...(designOf != null && { designOf: internalIdOf('EmailTemplate', designOf) }),
  })),
});

/** createEmailSeries, updateEmailSeries (the series form's Save: the name and all templates in one write),
 *  deleteEmailSeries: one REST call each; the REST messages (the duplicates alert) reach the form unchanged. */
export const emailSeriesMutations: Pick<MutationResolvers, 'createEmailSeries' | 'updateEmailSeries' | 'deleteEmailSeries'> = {
  createEmailSeries: async (_parent, { input }, ctx) => ({
    emailSeries: await ctx.upstream.emailSeries.create({
      ...seriesBody(input.series),
      productId: input.product ?? EmailProductValues.HIVE,
    }),
  }),
  updateEmailSeries: async (_parent, { input }, ctx) => ({
    emailSeries: await ctx.upstream.emailSeries.update(internalIdOf('EmailSeries', input.id), seriesBody(input.series)),
  }),
  deleteEmailSeries: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('EmailSeries', input.id);
    await ctx.upstream.emailSeries.remove(internalId);
    return { deletedId: globalId('EmailSeries', internalId) };
  },
};
