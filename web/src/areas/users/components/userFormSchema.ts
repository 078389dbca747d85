import * as z from 'zod/mini';
import { ATTENDEE_EMAIL_ROLES, rankOf, USER_MESSAGES as M } from '../../../../../api/src/areas/users/contract.ts';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The user form's rules and texts (spec 002 §5 "User form"), from the user contract the service checks too. */
export const userFormSchema = z.object({
  firstName: required(M.nameRequired),
  lastName: required(M.nameRequired),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, M.emailRequired)), z.email(M.email)),
  role: required(M.roleRequired),
  speakerId: z.number(),
  speakerLabel: z.string(),
  fieldRepId: z.number(),
  fieldRepLabel: z.string(),
  sendAttendeeEmails: z.boolean(),
  usePwLogin: z.boolean(),
});
export type UserFormValues = z.infer<typeof userFormSchema>;

export const NEW_USER: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: '',
  speakerId: 0,
  speakerLabel: '',
  fieldRepId: 0,
  fieldRepLabel: '',
  sendAttendeeEmails: false,
  usePwLogin: false,
};

/** A GraphQL `Role` (FIELD_REP) as the service names it (field-rep): the contract's role order is in those names. */
export const restRole = (role: string) => role.toLowerCase().replace(/_/g, '-');

/** Whether the role's users may receive new-attendee e-mails (spec 002 §6: the checkbox shows for them only). */
export const receivesAttendeeEmails = (role: string) => ATTENDEE_EMAIL_ROLES.includes(restRole(role));

/** Whether the viewer may change or remove a user of `role`, as the service decides it: none ranked above the viewer,
 *  a system admin only by a system admin. The list offers Edit and Delete only there (issue 28 #25). */
export const manages = (viewerRole: string, role: string) =>
  (role !== 'SYSTEM_ADMIN' || viewerRole === 'SYSTEM_ADMIN') && rankOf(restRole(role)) <= rankOf(restRole(viewerRole));

/**
 * The roles the select offers (spec 002 §5): never SystemAdmin, none above the viewer's own role (the service refuses
 * them too). A user whose role is not among them (a system admin, a user above the viewer) shows it read-only.
 */
export function offeredRoles<R extends { role: string }>(all: readonly R[], viewerRole: string): R[] {
  return all.filter((r) => r.role !== 'SYSTEM_ADMIN' && rankOf(restRole(r.role)) <= rankOf(restRole(viewerRole)));
}

export interface UserRecord {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role: string;
  sendAttendeeEmails: boolean;
  speaker?: { internalId: number; firstName?: string | null; lastName?: string | null } | null;
  fieldRep?: { internalId: number; name?: string | null } | null;
}

/** A user as the form holds it. */
export function toUserFormValues(user: UserRecord): UserFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    role: user.role,
    speakerId: user.speaker?.internalId ?? 0,
    speakerLabel: user.speaker ? [user.speaker.firstName, user.speaker.lastName].filter(Boolean).join(' ') : '',
    fieldRepId: user.fieldRep?.internalId ?? 0,
    fieldRepLabel: user.fieldRep?.name ?? '',
    sendAttendeeEmails: user.sendAttendeeEmails,
    usePwLogin: false,
  };
}

/** The mutation input of the form's values: trimmed; a record link and attendee e-mails only where the role has them. */
export function toUserInput(values: UserFormValues) {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: values.role as never,
    speakerId: values.role === 'SPEAKER' && values.speakerId ? values.speakerId : null,
    fieldRepId: values.role === 'FIELD_REP' && values.fieldRepId ? values.fieldRepId : null,
    sendAttendeeEmails: receivesAttendeeEmails(values.role) && values.sendAttendeeEmails,
  };
}
