import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const sentMail: AppRoute = {
  // Issue 30 "Delivery": the ledger is the System Admin's (the service asks email_log read and the role too); in the
  // drawer's Templates section after Email Series (24), where the e-mail screens are.
  path: '/sent-mail',
  name: 'Sent Mail',
  login: true,
  layout: 'primary',
  products: ['HIVE', 'SPEAKER_PORTAL'],
  permission: ['email_log', 'READ'],
  allowedRoles: ['SYSTEM_ADMIN'],
  sidebar: { label: 'Sent Mail', order: 25, section: 'Templates' },
  screen: () => import('./routes/SentMail/SentMailRoute.tsx').then((m) => m.sentMailRoute),
};

/** E-mail delivery (issue 30): the Sent mail screen, the delivery ledger with each message. */
export const mailArea: WebArea = {
  name: 'mail',
  routes: [sentMail],
  // The table shows 'Failed to load sent mail' itself when its `sentMail` field fails.
  screenReportedFields: { SentMailRouteQuery: 'sentMail' },
};
