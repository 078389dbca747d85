import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const routes: AppRoute[] = [
  {
    path: '/registration/list',
    name: 'Registration Page Templates',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['registration_template', 'READ'],
    featureFlag: 'registrationPagesEnabled',
    sidebar: { label: 'Registration Pages', order: 20, section: 'Templates' },
    screen: () =>
      import('./routes/RegistrationTemplateList/RegistrationTemplateListRoute.tsx').then((m) => m.registrationTemplateListRoute),
  },
  {
    path: '/registration/add',
    name: 'Create Registration Page Template',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['registration_template', 'CREATE'],
    featureFlag: 'registrationPagesEnabled',
    backButton: true,
    screen: () => import('./routes/RegistrationTemplateAdd/RegistrationTemplateAddRoute.tsx').then((m) => m.registrationTemplateAddRoute),
  },
  {
    path: '/registration/edit/:regPageId',
    name: 'Edit Registration Page Template',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['registration_template', 'UPDATE'],
    featureFlag: 'registrationPagesEnabled',
    backButton: true,
    screen: () =>
      import('./routes/RegistrationTemplateEdit/RegistrationTemplateEditRoute.tsx').then((m) => m.registrationTemplateEditRoute),
  },
];

/** Registration page templates (spec 002 §2.15): the list with its analytics dialog, the create wizard, the edit tabs. */
export const registrationPagesArea: WebArea = {
  name: 'registrationPages',
  routes,
  // The list shows its load failure itself.
  screenReportedFields: {
    RegistrationTemplateListRouteQuery: 'registrationTemplates',
    RegistrationTemplatesTableRefetchQuery: 'registrationTemplates',
  },
};
