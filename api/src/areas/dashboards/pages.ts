// The dashboards' categories and pages (spec 002 §1 route table, §2.19, §7): all the web's route table needs, apart from
// the rest of the contract (contract.ts re-exports them), so that the app's first load carries only these.

/** A chart config's `type`: the dashboard it belongs to. */
export const DASHBOARD_CATEGORIES = ['program', 'attendee', 'speaker', 'expense', 'region'] as const;
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

/** Each dashboard's route (spec 002 §1), sidebar label and order, the export's file-name stem (spec 002 §7) and the
 *  Dashboard Config section's title (spec 002 §2.19). */
export const DASHBOARD_PAGES = {
  program: { path: '/dashboard/programs', label: 'Programs', order: 26, fileStem: 'Programs', section: 'Program Charts' },
  expense: { path: '/dashboard/expenses', label: 'Expenses', order: 28, fileStem: 'Expenses', section: 'Expense Charts' },
  speaker: { path: '/dashboard/speakers', label: 'Speakers', order: 30, fileStem: 'Speakers', section: 'Speaker Charts' },
  region: { path: '/dashboard/regions', label: 'Regions', order: 30, fileStem: 'Region', section: 'Region Charts' },
  attendee: { path: '/dashboard/attendees', label: 'Attendees', order: 32, fileStem: 'Attendees', section: 'Attendee Charts' },
} as const satisfies Record<DashboardCategory, { path: string; label: string; order: number; fileStem: string; section: string }>;
