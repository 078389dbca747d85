import { sql } from 'drizzle-orm';
import { intArray, type Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { queueProfileChange } from '../emailSeries/index.ts';
import { SPEAKER_FIELD_LABELS } from './contract.ts';
import type { WritableField } from './profileAccess.ts';
import { SPEAKER_COLUMNS, type SpeakerColumnField } from './queries.ts';

// What a profile save changed, told to the speaker (`speaker-profile-modified`, areas/emailSeries/speakerMail.ts): the
// changed fields' labels and who saved, as they are at the save. A save that changes nothing tells nothing.

/** Who saved: the user's name, else their e-mail. */
const changedBy = (user: AuthUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** The labels of the speaker's fields that `input` changes (before it is written; empty text is stored as null). */
export async function speakerFieldChanges(tx: Tx, id: number, input: Partial<Record<SpeakerColumnField, unknown>>) {
  const fields = Object.entries(input).filter(([, value]) => value !== undefined) as [SpeakerColumnField, unknown][];
  if (!fields.length) return [];
  const [row] = await tx.query<Record<string, boolean>>(
    sql`select ${sql.join(
      fields.map(
        ([field, value]) =>
          sql`${sql.identifier(SPEAKER_COLUMNS[field])}::text is distinct from ${value === '' || value === null ? null : String(value)}::text
          as ${sql.identifier(field)}`,
      ),
      sql`, `,
    )} from speakers where id = ${id}`,
  );
  return fields.filter(([field]) => row?.[field]).map(([field]) => SPEAKER_FIELD_LABELS[field]);
}

/** Tells the speaker of a save of their speaker fields what it changed. */
export const tellSpeakerChanges = (tx: Tx, tenantId: string, user: AuthUser, speakerId: number, changes: readonly string[]) =>
  queueProfileChange(tx, tenantId, speakerId, { changes, changedBy: changedBy(user) });

/** A custom profile value: its speaker, field and stored value. */
export interface ProfileValue {
  speakerId: number;
  fieldId: number;
  value: string | null;
}

/** The stored values of these speakers' fields (absent: none stored). */
export async function storedValues(tx: Tx, pairs: readonly Omit<ProfileValue, 'value'>[]) {
  const rows = await tx.query<ProfileValue>(sql`select d.speaker_id as "speakerId", d.field_id as "fieldId", d.value
    from speaker_profile_field_data d
      join unnest(${intArray(pairs.map((p) => p.speakerId))}, ${intArray(pairs.map((p) => p.fieldId))}) as t(s, f)
        on d.speaker_id = t.s and d.field_id = t.f`);
  return new Map(rows.map((r) => [`${r.speakerId}:${r.fieldId}`, r.value]));
}

/** Tells each speaker whose custom values a save changed (`written` against `before`) the changed fields' names. */
export async function tellValueChanges(
  tx: Tx,
  tenantId: string,
  user: AuthUser,
  fields: Map<number, WritableField>,
  before: Map<string, string | null>,
  written: readonly ProfileValue[],
) {
  const bySpeaker = new Map<number, string[]>();
  for (const record of written) {
    if ((before.get(`${record.speakerId}:${record.fieldId}`) ?? null) === record.value) continue;
    const names = bySpeaker.get(record.speakerId) ?? [];
    bySpeaker.set(record.speakerId, [...names, fields.get(record.fieldId)!.name]);
  }
  for (const [speakerId, changes] of bySpeaker) await tellSpeakerChanges(tx, tenantId, user, speakerId, changes);
}
