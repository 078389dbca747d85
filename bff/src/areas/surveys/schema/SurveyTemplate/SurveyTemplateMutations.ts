import type { MutationResolvers, SurveyTemplateInput } from '../../../../__generated__/resolvers-types.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { SurveyTemplateWrite } from '../../upstream/surveyTemplates.ts';
import { toQuestionDefs, toSkipLogicDefs } from '../../../questions/index.ts';

/** The REST body of `POST`/`PUT survey-templates` (questions and skip logic by ref, in one write). */
function surveyTemplateBody({ questions, skipLogic, ...template }: SurveyTemplateInput): SurveyTemplateWrite {
  return { ...template, questions: toQuestionDefs(questions), skipLogic: toSkipLogicDefs(skipLogic) };
}

export const surveyTemplateMutations: Pick<MutationResolvers, 'createSurveyTemplate' | 'updateSurveyTemplate' | 'deleteSurveyTemplate'> = {
  createSurveyTemplate: async (_parent, { input }, ctx) => ({
    surveyTemplate: await ctx.upstream.surveyTemplates.create(surveyTemplateBody(input.template)),
  }),
  updateSurveyTemplate: async (_parent, { input }, ctx) => ({
    surveyTemplate: await ctx.upstream.surveyTemplates.update(internalIdOf('SurveyTemplate', input.id), surveyTemplateBody(input.template)),
  }),
  deleteSurveyTemplate: async (_parent, { input }, ctx) => {
    await ctx.upstream.surveyTemplates.remove(internalIdOf('SurveyTemplate', input.id));
    return { deletedId: input.id };
  },
};
