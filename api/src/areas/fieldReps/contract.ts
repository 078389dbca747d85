/**
 * The field rep contract (event owner, main contact; spec 000 §4, §5): its fields' rules and the spec's
 * texts, imported by the api's field-rep routes and the web's Manage Event Owners dialog. Plain TypeScript
 * (no Node or browser APIs), so every part can import it.
 */

/** The fields a field rep is written with; `name` and `email` are required, phone has no rule (spec 000 §5). */
export const FIELD_REP_FIELDS = ['name', 'email', 'phone'] as const;
export type FieldRepField = (typeof FIELD_REP_FIELDS)[number];

/** Spec 000 §5 texts; `saveFailed` is the form's message when a rule is broken on save. */
export const FIELD_REP_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  email: 'Should be a valid email address',
  saveFailed: 'Please fill in all required fields',
} as const;

/** Longest texts the service stores (the spec sets none): the form's inputs take no more. */
export const FIELD_REP_LIMITS: Record<FieldRepField, number> = { name: 200, email: 320, phone: 50 };
