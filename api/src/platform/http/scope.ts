import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from './caller.ts';

/**
 * Row scope: the rows a caller may reach, decided by who the caller is (role and linked record),
 * never by a header the client sends (`x-product` may narrow a view in the client; it widens nothing).
 * - speaker (and an admin impersonating one): the events they speak at; speakers: themselves and the
 *   co-speakers of those events.
 * - field-rep: the events whose owner (main contact) is the field-rep record linked to the user;
 *   a field-rep user linked to none reaches no event.
 * Every other role: the whole tenant (row-level security still holds).
 */
export interface RowScope {
  /** A condition on `events e`, or null for every event of the tenant. */
  events: SQL | null;
  /** A condition on a speakers row (columns unqualified), or null for every speaker. */
  speakers: SQL | null;
}

export function rowScopeOf(user: Pick<AuthUser, 'role' | 'speakerId' | 'fieldRepId'> | null): RowScope {
  if (user?.role === 'speaker') {
    const own = user.speakerId ?? -1;
    return {
      events: sql`exists (select 1 from event_speakers own where own.event_id = e.id and own.speaker_id = ${own})`,
      speakers: sql`(id = ${own} or id in (select co.speaker_id from event_speakers own
        join event_speakers co on co.event_id = own.event_id where own.speaker_id = ${own}))`,
    };
  }
  if (user?.role === 'field-rep') return { events: sql`e.field_rep_id = ${user.fieldRepId ?? -1}`, speakers: null };
  return { events: null, speakers: null };
}
