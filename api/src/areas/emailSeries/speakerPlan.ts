import { sql, type SQL } from 'drizzle-orm';
import { intArray, type Tx } from '../../platform/db/client.ts';
import { CUSTOM_RECIPIENT_TYPES, EMAIL_TEMPLATE_TYPES } from './contract.ts';
import { eventDays, speakerWindow, SPEAKER_EVENT_TYPES, type ScheduledEvent, type SendWindow } from './schedule.ts';

/**
 * The event-bound speaker types the planner sends by itself (planner.ts; issue 30 "Delivery", the spec names the types,
 * not their causes): to each active speaker of an upcoming event (`event_speakers`) with an e-mail address,
 * - `remind-speaker-event-tomorrow` at 9:00 the day before (the event's zone);
 * - `speaker-not-trained-on-topic` once per event and speaker, and `remind-speaker-not-trained-on-topic`
 *   `NOT_TRAINED_REMINDER_DAYS` before, while the speaker is not trained on the event's topic (`untrainedOnTopic`);
 * - `speaker-black-out-date-conflict` once per event, speaker and date, when a day of the event (in its zone) is one of
 *   the speaker's blackout dates: a new conflict (another date, the event moved onto one) is told again.
 * Ledger key `auto:{type}:event:{event}:speaker:{speaker}` (`:date:{day}` for a conflict; `:to:{address}` for a custom
 * recipient). The template is the event's series' one of the type (for the event's type, else for every type), else the
 * speaker portal's (speakerMail.ts `speakerTemplate`). A template with custom recipients (spec 002 §6: they override)
 * sends to each of them instead of the speaker.
 */

/** Whether the speaker (an SQL expression) is not trained on the topic: the topic has a training program, and no
 *  training of the speaker's in a program of the topic is completed. No topic, or a topic nothing trains on: trained. */
export const untrainedOnTopic = (speakerId: SQL, topicId: SQL) => sql`(${topicId} is not null
  and exists (select 1 from training_programs p where p.topic_id = ${topicId})
  and not exists (select 1 from speaker_trainings st join training_programs p on p.id = st.program_id
    where st.speaker_id = ${speakerId} and p.topic_id = ${topicId} and st.completion_date is not null))`;

/** A speaker of an event, as the rules read them. */
export interface EventSpeaker {
  eventId: number;
  speakerId: number;
  email: string | null;
  untrained: boolean;
  /** The speaker's blackout dates near the event (`YYYY-MM-DD`). */
  blackouts: string[];
}

/** The active speakers of `eventIds` (only `speakerId`, when given). */
export function eventSpeakers(tx: Tx, eventIds: readonly number[], speakerId?: number): Promise<EventSpeaker[]> {
  return tx.query<EventSpeaker>(sql`select es.event_id as "eventId", s.id as "speakerId", s.email,
      ${untrainedOnTopic(sql`s.id`, sql`e.topic_id`)} as untrained,
      array(select b.blackout_date::text from speaker_blackout_dates b where b.speaker_id = s.id
        and b.blackout_date between (e.start_time - interval '2 days')::date and (e.end_time + interval '2 days')::date
        order by b.blackout_date) as blackouts
    from event_speakers es join speakers s on s.id = es.speaker_id join events e on e.id = es.event_id
    where es.event_id = any(${intArray(eventIds)}) and s.status <> 'inactive'
      ${speakerId === undefined ? sql`` : sql`and s.id = ${speakerId}`}`);
}

/** The speaker's blackout dates that are days of the event. */
export const conflicts = (event: ScheduledEvent, speaker: Pick<EventSpeaker, 'blackouts'>) => {
  const days = new Set(eventDays(event));
  return speaker.blackouts.filter((day) => days.has(day));
};

/** Whether the speaker is owed an event-bound type's message about the event at all (the window aside). */
export function speakerOwes(type: string, event: ScheduledEvent, speaker: EventSpeaker): boolean {
  if (type === 'speaker-black-out-date-conflict') return conflicts(event, speaker).length > 0;
  if (type.includes('not-trained-on-topic')) return speaker.untrained;
  return true;
}

/** A template that may send an event-bound speaker type. */
export interface SpeakerTemplate {
  id: number;
  name: string;
  recipients: string[];
}

/** A speaker's message owed by the rules. */
export interface SpeakerOwed extends SendWindow {
  key: string;
  kind: string;
  to: string;
  subject: string;
  templateId: number;
  eventId: number;
  speakerId: number;
}

/** The contract's id of each event-bound speaker type. */
export const SPEAKER_TYPE_IDS = new Map(SPEAKER_EVENT_TYPES.map((name) => [name, EMAIL_TEMPLATE_TYPES.find((t) => t.type === name)!.id]));

/** The messages owed to `speakers` of their events; `templateOf` chooses the template of a type for an event. */
export function owedSpeakerMessages(
  events: Map<number, ScheduledEvent & { id: number }>,
  speakers: readonly EventSpeaker[],
  templateOf: (type: string, eventId: number) => SpeakerTemplate | undefined,
  now = new Date(),
): SpeakerOwed[] {
  const owed: SpeakerOwed[] = [];
  for (const speaker of speakers) {
    const event = events.get(speaker.eventId);
    if (!event || !speaker.email) continue;
    for (const type of SPEAKER_EVENT_TYPES) {
      const window = speakerWindow(type, event, now);
      const template = templateOf(type, event.id);
      if (!window || !template || !speakerOwes(type, event, speaker)) continue;
      const base = `auto:${type}:event:${event.id}:speaker:${speaker.speakerId}`;
      const keys = type === 'speaker-black-out-date-conflict' ? conflicts(event, speaker).map((day) => `${base}:date:${day}`) : [base];
      const custom = (CUSTOM_RECIPIENT_TYPES as readonly string[]).includes(type) ? template.recipients : [];
      const recipients = custom.length
        ? custom.map((to) => ({ to, suffix: `:to:${to.toLowerCase()}` }))
        : [{ to: speaker.email, suffix: '' }];
      for (const key of keys)
        for (const { to, suffix } of recipients)
          owed.push({
            key: key + suffix,
            kind: type,
            to,
            subject: template.name,
            templateId: template.id,
            eventId: event.id,
            speakerId: speaker.speakerId,
            ...window,
          });
    }
  }
  return owed;
}
