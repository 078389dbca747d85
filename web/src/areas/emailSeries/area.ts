import type { WebArea } from '../../routing/area.ts';
import type { AppRoute, RoleValue } from '../../routing/routes.tsx';

// Spec 002 §2.1: the e-mail screens are Hive's and the speaker portal's. The spec gives a permission to the list only;
// each form needs what it writes (the service refuses the rest), the template screens what they read or write.
const limits = { login: true, layout: 'primary', products: ['HIVE', 'SPEAKER_PORTAL'] } satisfies Partial<AppRoute>;

/** Spec 002 §6: who sends an e-mail by hand — the contract's MANUAL_EMAIL_ROLES as the route table spells roles, written
 *  out rather than imported: the route table loads with the app's first screen, the contract with the e-mail screens
 *  (a test holds the two equal). */
const MANUAL_SENDERS: RoleValue[] = ['ADMIN', 'SYSTEM_ADMIN', 'CLIENT_SPEAKER_PORTAL_ADMIN'];

const routes: AppRoute[] = [
  {
    ...limits,
    path: '/email-series/list',
    name: 'Email Series Management',
    permission: ['email_series', 'READ'],
    sidebar: { label: 'Email Series', order: 24, section: 'Templates' },
    screen: () => import('./routes/EmailSeriesList/EmailSeriesListRoute.tsx').then((m) => m.emailSeriesListRoute),
  },
  {
    ...limits,
    path: '/email-series/add',
    name: 'Add Email Series',
    permission: ['email_series', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/EmailSeriesAdd/EmailSeriesAddRoute.tsx').then((m) => m.emailSeriesAddRoute),
  },
  {
    ...limits,
    path: '/email-series/edit/:emailSeriesId',
    name: 'Edit Email Series',
    permission: ['email_series', 'UPDATE'],
    backButton: true,
    screen: () => import('./routes/EmailSeriesEdit/EmailSeriesEditRoute.tsx').then((m) => m.emailSeriesEditRoute),
  },
  {
    ...limits,
    path: '/email-series/email-template/list',
    name: 'Email Template List',
    permission: ['email_template', 'READ'],
    backButton: true,
    screen: () => import('./routes/EmailTemplateList/EmailTemplateListRoute.tsx').then((m) => m.emailTemplateListRoute),
  },
  {
    ...limits,
    path: '/email-series/email-template/add',
    name: 'Add Email Template',
    permission: ['email_template', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/EmailTemplateAdd/EmailTemplateAddRoute.tsx').then((m) => m.emailTemplateAddRoute),
  },
  {
    ...limits,
    path: '/email-series/email-template/edit/:emailTemplateId',
    name: 'Edit Email Template',
    permission: ['email_template', 'UPDATE'],
    backButton: true,
    screen: () => import('./routes/EmailTemplateEdit/EmailTemplateEditRoute.tsx').then((m) => m.emailTemplateEditRoute),
  },
  {
    // Spec 002 §2.14: the legacy content builder (query emailTemplateId; the spec's emailSeriesId is not needed to
    // find the template) and Designer V2; each writes a template's body.
    ...limits,
    path: '/email-template-designer',
    name: 'Email Template Designer',
    permission: ['email_template', 'UPDATE'],
    backButton: true,
    screen: () => import('./routes/EmailDesigner/EmailDesignerRoute.tsx').then((m) => m.emailDesignerRoute),
  },
  {
    ...limits,
    path: '/email-template-designer-v2',
    name: 'Email Template Designer V2',
    permission: ['email_template', 'UPDATE'],
    backButton: true,
    screen: () => import('./routes/EmailDesignerV2/EmailDesignerV2Route.tsx').then((m) => m.emailDesignerV2Route),
  },
  {
    // Spec 002 §2.1 and §6: the list's 'Send an Email'; the service wants template read and one of the sending roles.
    ...limits,
    path: '/email-manual-trigger',
    name: 'Email Manual Trigger',
    permission: ['email_template', 'READ'],
    allowedRoles: MANUAL_SENDERS,
    backButton: true,
    screen: () => import('./routes/EmailManualTrigger/EmailManualTriggerRoute.tsx').then((m) => m.emailManualTriggerRoute),
  },
];

/** Email series and templates (spec 002 §2.11–§2.13): the series list and form (its templates as sub-forms), the
 *  template list and form, the manual trigger, and the two designers (§2.14). */
export const emailSeriesArea: WebArea = {
  name: 'emailSeries',
  routes,
  // The deletes say the spec's text or the service's refusal themselves (shared/DeleteDialog.tsx).
  // The manual trigger's Preview and Send say 'Error: {message}' themselves (spec 002 §8).
  selfHandledOperations: [
    'useEmailSeriesMutationsDeleteMutation',
    'useEmailTemplateMutationsDeleteMutation',
    'emailPreviewQuery',
    'useTriggerEmailMutation',
    // The designers' Save says 'Error saving template' with the service's reason itself (spec 002 §8).
    'useSaveEmailTemplateDesignMutation',
  ],
  // The lists show their load failure themselves.
  screenReportedFields: {
    EmailSeriesListRouteQuery: 'emailSeries',
    EmailSeriesTableRefetchQuery: 'emailSeries',
    EmailTemplateListRouteQuery: 'emailTemplates',
    EmailTemplatesTableRefetchQuery: 'emailTemplates',
  },
};
