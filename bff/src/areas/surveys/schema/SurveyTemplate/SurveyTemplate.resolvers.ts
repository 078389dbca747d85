import type { QueryResolvers, SurveyTemplateResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { downloadUrl } from '../../../../platform/downloads.ts';
import { nullIfNotFound } from '../../../../platform/errors.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { SurveyTemplateDto } from '../../upstream/surveyTemplates.ts';

/**
 * The one way a survey template is fetched by id: `surveyTemplate(internalId:)`, `node(id:)` and `nodes(ids:)` ask
 * `GET survey-templates/{id}` (with its questions and skip logic); a missing or another tenant's id is null.
 */
export function fetchSurveyTemplate(ctx: Context, internalId: number): Promise<SurveyTemplateDto | null> {
  return nullIfNotFound(ctx.upstream.surveyTemplates.one(internalId));
}

export const surveyTemplateQueries: Pick<QueryResolvers, 'surveyTemplate'> = {
  surveyTemplate: (_parent, { internalId }, ctx) => fetchSurveyTemplate(ctx, internalId),
};

/** The template read by id, for a list row (or an event's template) asked for its questions or skip logic. */
const fullTemplate = (row: SurveyTemplateDto, ctx: Context) => ctx.upstream.surveyTemplates.one(row.id);

/**
 * A template read by id carries its questions and skip logic; a list row (or an event's template) reads the template
 * by id for them (one call per template, shared by both fields). A field hidden from the role is null in the row (the
 * policy sets it) and never fetched.
 */
export const SurveyTemplate: SurveyTemplateResolvers = {
  ...nodeIdentity('SurveyTemplate'),
  questions: async (row, _args, ctx) => (row.questions !== undefined ? row.questions : ((await fullTemplate(row, ctx)).questions ?? null)),
  skipLogic: async (row, _args, ctx) => (row.skipLogic !== undefined ? row.skipLogic : ((await fullTemplate(row, ctx)).skipLogic ?? null)),
  pdfPreviewUrl: (row) => downloadUrl(`survey-templates/${row.id}/pdf-preview`),
};
