import { sql } from 'drizzle-orm';
import { intArray, type Tx } from '../../platform/db/client.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { ATTACHMENT_DELETE_ROLES, PROFILE_MESSAGES as M, SPEAKER_MESSAGES } from './contract.ts';

/** The speakers a write names, as the caller may reach them: the rule of `reachableSpeaker` (a Speaker-role
 *  user only their own record, 403; a missing or other tenant's speaker 404) for many ids in one query. */
export async function reachableSpeakers(tx: Tx, user: AuthUser, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (user.role === 'speaker' && wanted.some((id) => id !== user.speakerId)) throw new HttpError(403, SPEAKER_MESSAGES.otherSpeaker);
  const found = new Set(
    (await tx.query<{ id: number }>(sql`select id from speakers where id = any(${intArray(wanted)})`)).map((r) => r.id),
  );
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound('Speaker', missing);
}

/** A custom field as a value write needs it: its type, and whether the caller's role may see and change it. */
export interface WritableField {
  id: number;
  name: string;
  type: string;
}

/**
 * The custom fields a value write names, refused unless every one exists (404) and the caller's role may
 * change it: a field or group hidden from the role (`hiddenUserRoles`), or a group disabled for it
 * (`disabledUserRoles`), answers 403 — the profile screen hides or disables them, the api enforces it.
 */
export async function writableFields(tx: Tx, role: string, ids: readonly number[]): Promise<Map<number, WritableField>> {
  const rows = await tx.query<WritableField & { hidden: boolean; disabled: boolean }>(sql`select f.id, f.field_name as name,
    f.field_type as type, (${role}::text = any(f.hidden_user_roles) or ${role}::text = any(g.hidden_user_roles)) as hidden,
    ${role}::text = any(g.disabled_user_roles) as disabled
    from speaker_profile_fields f join speaker_profile_groups g on g.id = f.group_id where f.id = any(${intArray([...new Set(ids)])})`);
  const fields = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const field = fields.get(id);
    if (!field) throw notFound('Custom field', id);
    if (field.hidden) throw new HttpError(403, M.hidden(field.name));
    if (field.disabled) throw new HttpError(403, M.disabled(field.name));
  }
  return fields;
}

/** A write that removes a file value (a DELETE, or a value cleared to null) is refused (403) unless the caller's
 *  role is one of spec 001 §6 "Attachment delete" (Admin, Speaker, System Admin, Speaker Liaison). */
export function mayRemoveAttachments(role: string, removed: readonly WritableField[]): void {
  const file = removed.find((field) => field.type === 'file');
  if (file && !(ATTACHMENT_DELETE_ROLES as readonly string[]).includes(role)) throw new HttpError(403, M.attachmentDelete(file.name));
}
