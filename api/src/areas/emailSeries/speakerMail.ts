import { sql } from 'drizzle-orm';
import { intArray, type Tx } from '../../platform/db/client.ts';
import { EMAIL_TEMPLATE_TYPES } from './contract.ts';

/**
 * The speaker types a series sends by itself, each when its cause commits (issue 30 "Delivery"; the spec names the
 * types, not who sends them): a training assigned (`speaker-training-assigned`) or completed (`training-completed`),
 * and a speaker's user account added (`speaker-user-added`). The cause's transaction writes one ledger row per speaker
 * or training (key `auto:{type}:training:{id}` / `auto:{type}:speaker:{id}`: once, however often the training is
 * completed again), composed when sent (compose.ts), so assigning a training to every speaker renders nothing in the
 * request. No event has them: their template is the tenant's active one of the type in its platform series (the speaker
 * portal's notifications), else in a series of a speaker product, the oldest.
 */

export type SpeakerCauseType = 'speaker-training-assigned' | 'training-completed' | 'speaker-user-added';

async function speakerTemplate(tx: Tx, typeName: SpeakerCauseType) {
  const type = EMAIL_TEMPLATE_TYPES.find((t) => t.type === typeName)!;
  const [template] = await tx.query<{ id: number; name: string }>(sql`select t.id, t.name
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
