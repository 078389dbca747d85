import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { HiddenFields } from '../../platform/http/fields.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';

/**
 * The one answer of every file route for a file that does not exist and for a file the caller may not read: the text
 * names neither the kind of file nor the reason, so a refusal tells nothing a missing file would not (api/README.md,
 * "Who reads a stored file").
 */
export const FILE_NOT_FOUND = 'File not found';
export const fileNotFound = () => new HttpError(404, FILE_NOT_FOUND);

/** What a file check needs of the request (a route's context). */
export interface FileReader {
  tx: Tx;
  user: AuthUser;
  hidden: HiddenFields;
  scope: RowScope;
}

async function granted(r: FileReader, entity: string): Promise<boolean> {
  return (await permissionsOf(r.tx, r.user.role))[entity]?.includes('read') ?? false;
}

/** A Speaker-role user (and an admin impersonating one) reaches only their own speaker record by id (`reachableSpeaker`). */
const ownSpeaker = (user: AuthUser, speakerId: number) => user.role !== 'speaker' || user.speakerId === speakerId;

/**
 * Whether the caller may read a contract's file (attachment of kind `contract`, its contract or W9 file): what `GET
 * /contract?ids=` asks of its contract — `contract: read`, a speaker only their own — and the field naming the file
 * (`contractResourceId`, `w9ResourceId`) not hidden from the role. Every contract naming the file must allow it; a
 * file no contract names any more is read by nobody.
 */
export async function mayReadContractFile(r: FileReader, attachmentId: number): Promise<boolean> {
  const rows = await r.tx.query<{ speakerId: number; asContract: boolean; asW9: boolean }>(sql`select c.speaker_id as "speakerId",
    c.contract_resource_id is not distinct from a.id as "asContract", c.w9_resource_id is not distinct from a.id as "asW9"
    from attachments a join contracts c on c.contract_resource_id = a.id or c.w9_resource_id = a.id
    where a.id = ${attachmentId} and a.kind = 'contract'`);
  if (!rows.length || !(await granted(r, 'contract'))) return false;
  const hidden = await r.hidden('contract');
  return rows.every(
    (row) =>
      ownSpeaker(r.user, row.speakerId) &&
      !(row.asContract && hidden.has('contractResourceId')) &&
      !(row.asW9 && hidden.has('w9ResourceId')),
  );
}

/**
 * Whether the caller may read the protected upload `key` (`<tenant>/protected/<name>`) through `GET /files/…` and the
 * calls that read a file by its URL. Every record naming the file must allow it, with that record's own rules:
 * - a contract's file (attachment of kind `contract`): `mayReadContractFile`;
 * - a speaker's CV, bio or headshot URL (`cvUrl`, `bioUrl`, `avatarImgUrl`): `speaker: read`, the speaker in the
 *   caller's row scope (`rowScopeOf`: a speaker themselves and their co-speakers) and the field not hidden;
 * - a custom profile file value: `speaker_profile_field_data: read`, a speaker only their own, the field and its group
 *   not hidden from the role (`GET /custom-profile/speaker/{id}/attachments`);
 * - a file no record names yet (uploaded, its form not saved): only the person who uploaded it (the upload's audit row).
 * Files read through their own routes (resources, training videos, certificates: `servedByItsOwnRoute`) are refused by
 * the caller before this.
 */
export async function mayReadProtectedFile(r: FileReader, key: string): Promise<boolean> {
  const { tx, user } = r;
  // A stored URL may be the path the upload answered or the absolute URL the BFF made of it.
  const url = `%/files/${key}`;
  let named = false;

  const contractFiles = await tx.query<{ id: number }>(sql`select id from attachments where storage_key = ${key} and kind = 'contract'`);
  for (const { id } of contractFiles) {
    named = true;
    if (!(await mayReadContractFile(r, id))) return false;
  }

  const speakers = await tx.query<{ cv: boolean; bio: boolean; avatar: boolean; inScope: boolean }>(sql`select
    coalesce(cv_url like ${url}, false) as cv, coalesce(bio_url like ${url}, false) as bio,
    coalesce(avatar_img_url like ${url}, false) as avatar, ${r.scope.speakers ?? sql`true`} as "inScope"
    from speakers where cv_url like ${url} or bio_url like ${url} or avatar_img_url like ${url}`);
  if (speakers.length) {
    named = true;
    if (!(await granted(r, 'speaker'))) return false;
    const hidden = await r.hidden('speaker');
    const refused = (s: (typeof speakers)[number]) =>
      !s.inScope || (s.cv && hidden.has('cvUrl')) || (s.bio && hidden.has('bioUrl')) || (s.avatar && hidden.has('avatarImgUrl'));
    if (speakers.some(refused)) return false;
  }

  const values = await tx.query<{ speakerId: number; hidden: boolean }>(sql`select d.speaker_id as "speakerId",
    (${user.role}::text = any(f.hidden_user_roles) or ${user.role}::text = any(g.hidden_user_roles)) as hidden
    from speaker_profile_field_data d join speaker_profile_fields f on f.id = d.field_id join speaker_profile_groups g on g.id = f.group_id
    where f.field_type = 'file' and d.value like ${url}`);
  if (values.length) {
    named = true;
    if (!(await granted(r, 'speaker_profile_field_data'))) return false;
    if (values.some((v) => v.hidden || !ownSpeaker(user, v.speakerId))) return false;
  }

  if (named) return true;
  const [upload] = await tx.query(sql`select 1 from audit_log where entity = 'attachment' and entity_id = ${key} and action = 'create'
    and actor_user_id = ${user.impersonatedBy ?? user.id} limit 1`);
  return Boolean(upload);
}
