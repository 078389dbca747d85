/** The permission model of the spec (000 section 3 and 6). */

export const ROLES = [
  'system-admin',
  'admin',
  'user',
  'speaker',
  'speaker-liaison',
  'client-speaker-portal-admin',
  'field-rep',
  'marketing',
  'program-analyst',
  'sfc-compliance',
] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['system-admin', 'admin', 'client-speaker-portal-admin'];

export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const PRODUCTS = {
  hive: 'Hive',
  'speaker-portal': 'Speaker Portal',
  dashboard: 'Dashboard',
  'event-management': 'Event Management',
} as const;
export type Product = keyof typeof PRODUCTS;

/**
 * The tenant's feature flags (spec 000 §3; a missing flag is false) with the Tenant Configuration's names for them
 * (spec 002 §2.20; speakerPortalEnabled is not on that card). A route behind a flag that is off answers 403
 * `flagOffMessage` (platform/http/route.ts `featureFlag`).
 */
export const FEATURE_FLAG_LABELS = {
  speakersEnabled: 'Speakers',
  venuesEnabled: 'Venues',
  surveysEnabled: 'Surveys',
  registrationPagesEnabled: 'Registration pages',
  signinPdfGenerationEnabled: 'Signin PDF generation',
  feeCalculatorEnabled: 'Fee Calculator',
  speakerPortalEnabled: 'Speaker Portal',
  feeCalculatorRoundingEnabled: 'Fee Calculator Rounding',
  attendeeDefaultTypeHcpEnabled: 'Attendee Default Type HCP',
} as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_LABELS;
export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_LABELS) as [FeatureFlag, ...FeatureFlag[]];

/** The 403 of a route whose feature flag is off. */
export const flagOffMessage = (flag: FeatureFlag) => `'${FEATURE_FLAG_LABELS[flag]}' is turned off for your organization`;

export const ENTITIES = [
  'analytics_event_type',
  'attachment',
  'attachment_group',
  'attendee',
  'attendee_source',
  'audit_log',
  'check',
  'conditional_order',
  'conference',
  'contract',
  'contract_address',
  'email_attendee',
  'email_log',
  'email_queue',
  'email_series',
  'email_template',
  'email_template_type',
  'event',
  'event_attendee',
  'event_fee_structure',
  'event_share_info',
  'event_speaker',
  'expense_header',
  'expense_line',
  'fee_structure',
  'field_rep',
  'liaison_speakers',
  'product',
  'question',
  'question_choice',
  'question_comparator',
  'question_preset',
  'question_rule',
  'question_type',
  'registration_template',
  'reg_page_analytics',
  'response',
  'signin_sheet_template',
  'speaker',
  'speaker_attachment',
  'speaker_blackout_date',
  'speaker_fee_rate',
  'speaker_profile_field',
  'speaker_profile_field_data',
  'speaker_profile_group',
  'speaker_training',
  'speaker_training_program',
  'speaker_training_video',
  'survey_response',
  'survey_template',
  'topic',
  'user',
  'user_role',
  'venue',
] as const;
export type Entity = (typeof ENTITIES)[number];

/** Hiding a relation also hides the id it is resolved from. */
const RELATION_IDS: Readonly<Record<string, string>> = {
  fieldRep: 'fieldRepId',
  topic: 'topicId',
  venue: 'venueId',
  emailSeries: 'emailSeriesId',
  registrationTemplate: 'registrationTemplateId',
};

/** The fields to null for a role's hidden-field settings (`field_settings`, kind `hidden`) of one entity: each
 *  hidden relation's id too, never `id` (it identifies the row). The api and the BFF's policy both expand with it. */
export function hiddenFieldSet(settings: readonly string[]): Set<string> {
  const fields = new Set<string>();
  for (const field of settings) {
    if (field === 'id') continue;
    fields.add(field);
    if (RELATION_IDS[field]) fields.add(RELATION_IDS[field]);
  }
  return fields;
}
