/** Spec 002 §2.20's feature flag labels, in its order (speakerPortalEnabled is a product, not a card row); a flag of
 *  screens not built yet names the screen (the card leaves it out until it exists, issue 28 #13). */
export const FLAG_LABELS: [id: string, label: string, screen?: string][] = [
  ['speakersEnabled', 'Speakers'],
  ['attendeeDefaultTypeHcpEnabled', 'Attendee Default Type HCP'],
  ['venuesEnabled', 'Venues'],
  ['registrationPagesEnabled', 'Registration pages'],
  ['surveysEnabled', 'Surveys'],
  ['signinPdfGenerationEnabled', 'Signin PDF generation'],
  ['feeCalculatorEnabled', 'Fee Calculator', '/calculator'],
  ['feeCalculatorRoundingEnabled', 'Fee Calculator Rounding', '/calculator'],
];

export const PRODUCT_LABELS: Record<string, string> = {
  HIVE: 'Hive',
  SPEAKER_PORTAL: 'Speaker Portal',
  DASHBOARD: 'Dashboard',
  EVENT_MANAGEMENT: 'Event Management',
};

/** `SPEAKER_LIAISON` → 'Speaker Liaison'; SFC stays upper case. */
export const roleLabel = (role: string) =>
  role
    .split('_')
    .map((w) => (w === 'SFC' ? w : w.charAt(0) + w.slice(1).toLowerCase()))
    .join(' ');

/** `speaker_profile_field` → 'Speaker profile field'. */
export const entityLabel = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const KIND_LABELS: Record<string, string> = {
  tenant: 'Tenant',
  feature_flag: 'Feature flag',
  products: 'Products',
  hidden_fields: 'Hidden fields',
  role_permissions: 'Permissions',
  expense_rules: 'Expense rules',
};

/** A change's value in a line: arrays and objects compactly, long values cut. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  let text: string;
  if (Array.isArray(value))
    text = value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : 'none';
  else if (typeof value === 'object')
    text = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join('/') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join('; ');
  else text = String(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
