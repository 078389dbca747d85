/**
 * The user contract (spec 000 §7, spec 002 §2.17 "User form", spec 001 §5 last rule): limits and the
 * spec's message texts, shared by the api's routes and, later, the web's user form. Plain TypeScript.
 */

export const USER_LIMITS = { name: 100, email: 320 } as const;

/** The user list's sorts. */
export const USER_SORTS = ['id', 'firstName', 'lastName', 'email', 'role'] as const;

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
  restored: (email: string) => `User with email ${email} was restored.`,
  speakerTaken: (id: number) => `Speaker ${id} already has a user account`,
  fieldRepTaken: (id: number) => `Field rep ${id} already has a user account`,
  systemAdminOnly: 'Only a system admin can create, change or remove a system admin',
  notSelf: 'You cannot remove your own user',
} as const;
