import { sql } from 'drizzle-orm';
import { intArray, textArray, type Tx } from '../../platform/db/client.ts';
import { EMAIL_TEMPLATE_TYPES } from './contract.ts';
import { trainingDueWindow } from './schedule.ts';

/**
 * The speaker types a series sends by itself, each when its cause commits (issue 30 "Delivery"; the spec names the
 * types, not who sends them): a training assigned (`speaker-training-assigned`) or completed (`training-completed`),
 * and a speaker's user account added (`speaker-user-added`). The cause's transaction writes one ledger row per speaker
 * or training (key `auto:{type}:training:{id}` / `auto:{type}:speaker:{id}`: once, however often the training is
 * completed again), composed when sent (compose.ts), so assigning a training to every speaker renders nothing in the
 * request. No event has them: their template is the tenant's active one of the type in its platform series (the speaker
 * portal's notifications), else in a series of a speaker product, the oldest.
 *
 * Also written here, at their cause: a training's due-date reminder (`remind-training-due-tomorrow`, key
 * `auto:{type}:training:{id}`, its window 9:00 UTC the day before the due day, moved when the due date changes) and a
 * profile change (`speaker-profile-modified`, one per save that changed something, with the changed fields and who
 * changed them as they were then). The event-bound types are the planner's (speakerPlan.ts).
 */

export type SpeakerCauseType = 'speaker-training-assigned' | 'training-completed' | 'speaker-user-added';

/** The tenant's template of a speaker type that no event chooses (see above); also an event-bound type's when the
 *  event's series has none (speakerPlan.ts). */
export async function speakerTemplate(tx: Tx, typeName: string) {
  const type = EMAIL_TEMPLATE_TYPES.find((t) => t.type === typeName)!;
  const [template] = await tx.query<{ id: number; name: string; recipients: string[] }>(sql`select t.id, t.name, t.recipients
    from email_templates t join email_series s on s.id = t.email_series_id
    where t.active and t.email_template_type_id = ${type.id} and s.product in ('hive', 'speaker-portal')
    order by s.platform desc, t.id limit 1`);
  return template;
}

/** Queues `typeName`'s message to the speaker of each training of `trainingIds` (one with an e-mail address). */
export async function queueTrainingMail(
  tx: Tx,
  tenantId: string,
  typeName: 'speaker-training-assigned' | 'training-completed',
  trainingIds: readonly number[],
) {
  if (!trainingIds.length) return;
  const template = await speakerTemplate(tx, typeName);
  if (!template) return;
  await tx.query(sql`insert into email_outbox (tenant_id, dedupe_key, kind, to_email, subject, body, compose, email_template_id,
      speaker_id, speaker_training_id)
    select ${tenantId}, ${`auto:${typeName}:training:`} || st.id, ${typeName}, s.email, ${template.name}, '', true, ${template.id},
      s.id, st.id
    from speaker_trainings st join speakers s on s.id = st.speaker_id
    where st.id = any(${intArray(trainingIds)}) and s.email is not null
    on conflict (tenant_id, dedupe_key) do nothing`);
}

/** Queues `typeName`'s message to each speaker of `speakerIds` (one with an e-mail address). */
export async function queueSpeakerMail(tx: Tx, tenantId: string, typeName: 'speaker-user-added', speakerIds: readonly number[]) {
  if (!speakerIds.length) return;
  const template = await speakerTemplate(tx, typeName);
  if (!template) return;
  await tx.query(sql`insert into email_outbox (tenant_id, dedupe_key, kind, to_email, subject, body, compose, email_template_id,
      speaker_id)
    select ${tenantId}, ${`auto:${typeName}:speaker:`} || s.id, ${typeName}, s.email, ${template.name}, '', true, ${template.id}, s.id
    from speakers s where s.id = any(${intArray(speakerIds)}) and s.email is not null
    on conflict (tenant_id, dedupe_key) do nothing`);
}

/** Queues, or moves to their due date's window, the due-date reminders of the trainings of `trainingIds` that are
 *  incomplete, of a speaker with an address, and not due before the window would close (assigned or moved to a due
 *  date of today: none). A reminder sent stays sent; one cancelled (the training was completed) is queued again. */
export async function queueTrainingReminder(tx: Tx, tenantId: string, trainingIds: readonly number[]) {
  if (!trainingIds.length) return;
  const template = await speakerTemplate(tx, 'remind-training-due-tomorrow');
  if (!template) return;
  const trainings = await tx.query<{ id: number; dueDate: string }>(sql`select st.id, st.due_date as "dueDate"
    from speaker_trainings st join speakers s on s.id = st.speaker_id
    where st.id = any(${intArray(trainingIds)}) and st.completion_date is null and s.email is not null`);
  const now = Date.now();
  const owed = trainings.map((t) => ({ id: t.id, ...trainingDueWindow(t.dueDate) })).filter((t) => t.sendBefore.getTime() > now);
  if (!owed.length) return;
  const times = (dates: Date[]) => sql`${sql.param(dates.map((d) => d.toISOString()))}::timestamptz[]`;
  await tx.query(sql`insert into email_outbox (tenant_id, dedupe_key, kind, to_email, subject, body, compose, email_template_id,
      speaker_id, speaker_training_id, send_after, send_before)
    select ${tenantId}, 'auto:remind-training-due-tomorrow:training:' || st.id, 'remind-training-due-tomorrow', s.email,
      ${template.name}, '', true, ${template.id}, s.id, st.id, r.after, r.before
    from unnest(${intArray(owed.map((o) => o.id))}, ${times(owed.map((o) => o.sendAfter))}, ${times(owed.map((o) => o.sendBefore))})
        as r(id, after, before)
      join speaker_trainings st on st.id = r.id join speakers s on s.id = st.speaker_id
    on conflict (tenant_id, dedupe_key) do update set send_after = excluded.send_after, send_before = excluded.send_before,
      status = 'queued', last_error = null
      where email_outbox.status in ('queued', 'cancelled')`);
}

/** The fields of a profile save that changed (their labels), and who saved it. */
export interface ProfileChange {
  changes: readonly string[];
  changedBy: string;
}

/** Queues the speaker's `speaker-profile-modified` for one save that changed `change.changes` (none: nothing): to the
 *  template's custom recipients (spec 002 §6: they override), else to the speaker. The changed fields and who changed
 *  them are kept on the row (`variables`): the message tells this save, whenever it is sent. */
export async function queueProfileChange(tx: Tx, tenantId: string, speakerId: number, change: ProfileChange) {
  if (!change.changes.length) return;
  const template = await speakerTemplate(tx, 'speaker-profile-modified');
  if (!template) return;
  const variables = { speakerUpdate: { changes: change.changes.join(', '), changedBy: change.changedBy } };
  const custom = template.recipients.length > 0;
  await tx.query(sql`insert into email_outbox (tenant_id, dedupe_key, kind, to_email, subject, body, compose, email_template_id,
      speaker_id, variables)
    select ${tenantId}, 'auto:speaker-profile-modified:speaker:' || s.id || ':' || gen_random_uuid()
        || case when ${custom} then ':to:' || lower(r.address) else '' end,
      'speaker-profile-modified', r.address, ${template.name}, '', true, ${template.id}, s.id, ${JSON.stringify(variables)}::jsonb
    from speakers s cross join lateral unnest(case when ${custom} then ${textArray(template.recipients)} else array[s.email] end) as r(address)
    where s.id = ${speakerId} and r.address is not null`);
}
