import { z } from 'zod';
import { ROLES } from '../../platform/auth/model.ts';
import { pageOf, type Json } from '../../platform/http/answer.ts';

/** What the user routes answer: the REST contract's answer half (platform/http/answer.ts). The linked speaker's and
 *  field rep's fields the caller's role may have hidden (USER_RELATED) answer null. */

/** The speaker record a user is (`active` false: an inactive speaker). */
const userSpeaker = z.object({
  id: z.number().int(),
  active: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** The field-rep record a user is. */
const userFieldRep = z.object({ id: z.number().int(), name: z.string().nullable() });

/** What `password` shows of a password that is set up: never the password or its hash (spec 002 §3: presence). */
export const PASSWORD_MASK = '********';

/** A user (`hasPassword` false: no password of their own yet, the set-up link not used). `roleId`, `usePwLogin` and
 *  `password` are spec 002 §3's names: the role's id (`GET /permissions/role`), whether the user signs in with a
 *  password (one of their own, or a set-up link sent and still open), and the mask when a password is set up. */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  roleId: z.number().int().nullable(),
  speakerId: z.number().int().nullable(),
  fieldRepId: z.number().int().nullable(),
  sendAttendeeEmails: z.boolean(),
  hasPassword: z.boolean(),
  usePwLogin: z.boolean(),
  password: z.literal(PASSWORD_MASK).nullable(),
  speaker: userSpeaker.nullable(),
  fieldRep: userFieldRep.nullable(),
});
export const userPage = pageOf(user);

/** A new user, or the removed user of that e-mail restored, with the form's message. */
export const userCreated = z.object({ user, created: z.boolean(), restored: z.boolean(), message: z.string() });
export const userUpdated = z.object({ user, updated: z.boolean() });

/** The roles with the names the screens show. */
export const roleNames = z.array(z.object({ role: z.enum(ROLES), name: z.string() }));

/** A speaker or field rep the user form offers to link (name and status null when hidden from the caller's role). */
/** A record the user form offers to link; the e-mail, credentials and specialty tell same-name records apart (null when
 *  hidden from the caller's role; a field rep has no credentials or specialty). */
export const linkOptions = z.array(
  z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    active: z.boolean().nullable(),
    email: z.string().nullable(),
    credentials: z.string().nullable(),
    specialty: z.string().nullable(),
  }),
);

export type User = Json<typeof user>;
export type UserSpeaker = Json<typeof userSpeaker>;
export type UserFieldRep = Json<typeof userFieldRep>;
export type UserCreated = Json<typeof userCreated>;
export type UserUpdated = Json<typeof userUpdated>;
export type RoleName = Json<typeof roleNames>[number];
export type LinkOption = Json<typeof linkOptions>[number];

/** The write body's schema, for the BFF's request type (`z.input`). */
export type { userBody } from './users.ts';
