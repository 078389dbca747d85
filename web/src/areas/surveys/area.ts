import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const routes: AppRoute[] = [
  {
    path: '/survey/templates',
    name: 'Survey Templates',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['survey_template', 'READ'],
    featureFlag: 'surveysEnabled',
    sidebar: { label: 'Surveys', order: 22, section: 'Templates' },
    screen: () => import('./routes/SurveyTemplateList/SurveyTemplateListRoute.tsx').then((m) => m.surveyTemplateListRoute),
  },
  {
    path: '/survey/responses',
    name: 'Survey Responses',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['response', 'READ'],
    featureFlag: 'surveysEnabled',
    sidebar: { label: 'Responses', order: 8 },
    screen: () => import('./routes/SurveyResponses/SurveyResponsesRoute.tsx').then((m) => m.surveyResponsesRoute),
  },
  {
    path: '/survey/add',
    name: 'Create Survey template',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['survey_template', 'CREATE'],
    featureFlag: 'surveysEnabled',
    backButton: true,
    screen: () => import('./routes/SurveyTemplateAdd/SurveyTemplateAddRoute.tsx').then((m) => m.surveyTemplateAddRoute),
  },
  {
    path: '/survey/edit/:surveyTemplateId',
    name: 'Edit Survey template',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['survey_template', 'UPDATE'],
    featureFlag: 'surveysEnabled',
    backButton: true,
    screen: () => import('./routes/SurveyTemplateEdit/SurveyTemplateEditRoute.tsx').then((m) => m.surveyTemplateEditRoute),
  },
];

/** Surveys (spec 001 §2): Survey Templates, the create wizard and edit tabs, Survey Responses. */
export const surveysArea: WebArea = {
  name: 'surveys',
  routes,
  // Delete says 'Cannot delete survey template' itself (spec 001 §8).
  selfHandledOperations: ['useDeleteSurveyTemplateMutation'],
  // The lists show their load failure themselves.
  screenReportedFields: {
    SurveyTemplateListRouteQuery: 'surveyTemplates',
    SurveyTemplatesTableRefetchQuery: 'surveyTemplates',
    SurveyResponsesRouteQuery: 'surveyResponses',
    SurveyResponsesTableRefetchQuery: 'surveyResponses',
  },
};
