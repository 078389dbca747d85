import type { SurveyTemplateResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { NamedDto } from '../../upstream/lookups.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchSurveyTemplate(ctx: Context, internalId: number): Promise<NamedDto | null> {
  return ctx.upstream.lookups.surveyTemplateById.load(internalId);
}

export const SurveyTemplate: SurveyTemplateResolvers = nodeIdentity('SurveyTemplate');
