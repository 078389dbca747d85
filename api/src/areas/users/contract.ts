/**
 * The user contract (spec 000 §7, spec 002 §2.17 "User form", §8 "Users", spec 001 §5 last rule): limits, the role
 * order and names, and the spec's message texts, shared by the api's routes, the BFF and the web's user form.
 * Plain TypeScript.
 */

export const USER_LIMITS = { name: 100, email: 320 } as const;

/** The user list's sorts. */
export const USER_SORTS = ['id', 'firstName', 'lastName', 'email', 'role'] as const;

/** How many speaker or field-rep records the user form's record search offers (spec 002 §5). */
export const USER_RECORD_SEARCH_LIMIT = 10;

/**
 * The role order (api/README.md "User administration"): nobody gives a user a role ranked above their own, nor
 * changes or removes a user ranked above them. Every role not named ranks 0.
 */
export const ROLE_RANK: Readonly<Record<string, number>> = { 'system-admin': 3, admin: 2, 'client-speaker-portal-admin': 1 };
export const rankOf = (role: string) => ROLE_RANK[role] ?? 0;

/** The roles whose users may receive new-attendee e-mails (spec 002 §6). */
export const ATTENDEE_EMAIL_ROLES: readonly string[] = ['system-admin', 'admin', 'client-speaker-portal-admin'];

/** The server's role names (spec 002 §2.17 "Role names come from a server mapping"), answered by GET /roles. */
export const ROLE_NAMES: Readonly<Record<string, string>> = {
  'system-admin': 'System Admin',
  admin: 'Admin',
  user: 'User',
  speaker: 'Speaker',
  'speaker-liaison': 'Speaker Liaison',
  'client-speaker-portal-admin': 'Client Speaker Portal Admin',
  'field-rep': 'Field Rep',
  marketing: 'Marketing',
  'program-analyst': 'Program Analyst',
  'sfc-compliance': 'SFC Compliance',
};

export const USER_MESSAGES = {
  emailRequired: 'Email cannot be empty',
  email: 'Invalid email format',
  nameRequired: 'Name is required',
  roleRequired: 'User role is required',
  speakerRole: 'A speaker login has the Speaker role',
  fieldRepRole: 'Only a user with the Field Rep role links to a field rep',
  attendeeEmails: 'Attendee e-mail notifications are for admin roles only',
  exists: (email: string) => `User with email ${email} already exists`,
  created: 'Successfully created a new user',
  updated: 'Successfully updated the user',
  deleted: 'Successfully deleted the user',
  deleteFailed: 'Failed to delete the user',
  restored: (email: string) => `User with email ${email} was restored.`,
  /** The refusals of a speaker or field-rep link (spec 002 §8's texts, then why: api/README.md "Users"). */
  connectSpeakerFailed: 'Failed to connect the user to the speaker',
  connectFieldRepFailed: 'Failed to connect the user to the field rep',
  speakerTaken: (id: number) => `Speaker ${id} already has a user account`,
  fieldRepTaken: (id: number) => `Field rep ${id} already has a user account`,
  systemAdminOnly: 'Only a system admin can create, change or remove a system admin',
  systemAdminRole: 'The System Admin role cannot be given to a user: a system admin is made with the tenant',
  roleAboveOwn: 'You cannot give a user a role above your own',
  userAboveOwn: 'You cannot change or remove a user whose role is above your own',
  notSelf: 'You cannot remove your own user',
  inactivated: 'User inactivated successfully',
  reactivated: 'User reactivated successfully',
  inactivateFailed: 'Failed to inactivate the user',
  reactivateFailed: 'Failed to reactivate the user',
  /** Inactivate / Reactivate got no answer (web/README.md "User Management"). */
  toggleFailed: 'Failed to toggle activation',
  userIdNotFound: 'User ID not found',
  speakerIdNotFound: 'Speaker ID not found',
  inactivateTitle: 'Inactivate user',
  reactivateTitle: 'Reactivate user',
  inactivateConfirm: (name: string) =>
    `Are you sure you want to inactivate the user ${name}? They are signed out and cannot sign in until reactivated.`,
  reactivateConfirm: (name: string) => `Are you sure you want to reactivate the user ${name}?`,
  linkSent: (email: string) => `A link to set the password was sent to ${email}.`,
  linkFailed: 'Failed to send the password link',
  deleteTitle: 'Delete user',
  deleteConfirm: (name: string) => `Are you sure you want to delete the user ${name}?`,
} as const;

/** The speaker and field rep a user is linked to, as the user answers carry them (fields.ts `RelatedFields`): the
 *  REST routes and the BFF null their hidden fields alike. */
export const USER_RELATED = { speaker: 'speaker', fieldRep: 'field_rep' } as const;
