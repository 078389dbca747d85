import type { EmailTemplateResolvers, EmailTemplateTypeResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { CUSTOM_RECIPIENT_TYPES } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import type { Context } from '../../../../platform/context.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { internalIdOf, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { EmailTemplateDto, EmailTemplateFilters } from '../../upstream/emailTemplates.ts';
import { shownRefusal } from '../shownRefusal.ts';
import { designBlocks } from './templateFields.ts';

/**
 * The one way a template is fetched by id: `emailTemplate(internalId:)`, `node(id:)` and `nodes(ids:)` ask the
 * templates with their content by id, batched into one `GET email-templates/contents?filters={"ids":[…]}` per tick
 * (its series and type come with it); a missing or another tenant's id is null.
 */
export function fetchEmailTemplate(ctx: Context, internalId: number): Promise<EmailTemplateDto | null> {
  return ctx.upstream.emailTemplates.contentsById.load(internalId);
}

/** The REST filters of the Email Template List: the series and types given. */
const filtersOf = (args: {
  emailSeriesIds?: readonly number[] | null;
  emailTemplateTypeIds?: readonly number[] | null;
}): EmailTemplateFilters => ({
  ...(args.emailSeriesIds?.length && { selectedEmailSeries: [...args.emailSeriesIds] }),
  ...(args.emailTemplateTypeIds?.length && { selectedEmailTypes: [...args.emailTemplateTypeIds] }),
});

export const emailTemplateQueries: Pick<
  QueryResolvers,
  'emailTemplates' | 'emailTemplate' | 'emailTemplateTypes' | 'emailTemplateVariables' | 'emailPlaceholderPreview' | 'emailDesignPreview'
> = {
  emailTemplates: (_parent, args, ctx) => {
    const filters = filtersOf(args);
    return restConnection(args, (page) =>
      ctx.upstream.emailTemplates.list({
        ...page,
        searchQuery: args.searchQuery,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        product: args.product,
        filters,
      }),
    );
  },
  emailTemplate: (_parent, { internalId }, ctx) => fetchEmailTemplate(ctx, internalId),
  emailTemplateTypes: (_parent, { product }, ctx) => ctx.upstream.emailTemplates.types(product),
  emailTemplateVariables: (_parent, { emailTemplateTypeId }, ctx) => ctx.upstream.emailTemplates.variables(emailTemplateTypeId),
  // A query, though REST takes a POST: it reads and writes nothing, so the editor may ask it as often as it likes.
  emailPlaceholderPreview: (_parent, { templateString, emailTemplateTypeId }, ctx) =>
    ctx.upstream.emailTemplates.preview(templateString, emailTemplateTypeId),
  // The same: Designer V2 asks it as the blocks change, and shows what a save would refuse beside the preview.
  emailDesignPreview: async (_parent, { emailTemplateId, design }, ctx) => {
    const id = internalIdOf('EmailTemplate', emailTemplateId);
    try {
      return { html: await ctx.upstream.emailTemplates.previewDesign(id, { design: { blocks: designBlocks(design) } }), error: null };
    } catch (error) {
      return { html: null, error: shownRefusal(error) };
    }
  },
};

/** A list row lacks the template's content: the rows asked for it in one tick read it in one call (`GET
 *  email-templates/contents`, batched by id: a page of 10 or 100 rows with bodies costs one call more; the Email
 *  Template List shows none of it, the editor reads one template). */
const withContent = async (row: EmailTemplateDto, ctx: Context): Promise<EmailTemplateDto> =>
  row.body !== undefined ? row : ((await ctx.upstream.emailTemplates.contentsById.load(row.id)) ?? row);

/** The series and the type come with every template row (no call); the content with a template read by id. */
export const EmailTemplate: EmailTemplateResolvers = {
  ...nodeIdentity('EmailTemplate'),
  cc: async (row, _args, ctx) => (await withContent(row, ctx)).cc ?? null,
  recipients: async (row, _args, ctx) => (await withContent(row, ctx)).recipients ?? null,
  body: async (row, _args, ctx) => (await withContent(row, ctx)).body ?? null,
  preheader: async (row, _args, ctx) => (await withContent(row, ctx)).preheader ?? null,
  width: async (row, _args, ctx) => (await withContent(row, ctx)).width ?? null,
  icalEvent: async (row, _args, ctx) => (await withContent(row, ctx)).icalEvent ?? null,
  icalTitle: async (row, _args, ctx) => (await withContent(row, ctx)).icalTitle ?? null,
  icalDescription: async (row, _args, ctx) => (await withContent(row, ctx)).icalDescription ?? null,
  // On every row (the list's too): no call.
  builder: (row) => row.builder,
  design: async (row, _args, ctx) => (await withContent(row, ctx)).design ?? null,
};

export const EmailTemplateType: EmailTemplateTypeResolvers = {
  internalId: (type) => type.id,
  allowsCustomRecipients: (type) => (CUSTOM_RECIPIENT_TYPES as readonly string[]).includes(type.type),
  variables: (type, _args, ctx) => ctx.upstream.emailTemplates.variables(type.id),
};
