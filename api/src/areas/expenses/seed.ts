import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { expenseLines } from './tables.ts';

/** Dollars in cents from a row number: the same demo every load, and no draw from the tenant's random stream. */
const amount = (base: number, k: number, step: number) => (base + (k % 7) * step) * 100 + (k % 3) * 25;

/** The demo's expense lines: on the first 40 past events with speakers, the venue and meals (event-wide), AV on every
 *  third, each speaker's travel on every second and lodging on every fourth, paid two to ten days after the event (one
 *  pending, one void); on the next ten upcoming events a pending venue deposit. The checks of the fees seed are already
 *  their speakers' Honoraria lines (migration 0027's trigger). */
export const expensesSeed: AreaSeed = {
  after: ['events', 'fees'],
  async rows(tx, t) {
    const events = await tx.query<{ id: number; past: boolean; paid: string; speakers: number[] }>(sql`select e.id,
        e.start_time < '2026-06-01' as past, to_char(e.end_time at time zone 'UTC', 'YYYY-MM-DD') as paid,
        array_agg(es.speaker_id order by es.speaker_id) as speakers
      from events e join event_speakers es on es.event_id = e.id
      where e.status <> 'cancelled' group by e.id order by e.start_time, e.id`);
    const past = events.filter((e) => e.past).slice(0, 40);
    const upcoming = events.filter((e) => !e.past).slice(0, 10);
    const rows: unknown[][] = [];
    const line = (
      eventId: number,
      speakerId: number | null,
      type: string,
      cents: number,
      paid: string | null,
      days: number,
      status: string,
    ) => rows.push([t.id, eventId, speakerId, type, cents, paid === null ? null : addDays(paid, days), status]);
    past.forEach((e, k) => {
      line(e.id, null, 'Venue', amount(900, k, 150), e.paid, 3, k === 4 ? 'Pending' : 'Paid');
      line(e.id, null, 'Meals', amount(450, k, 60), e.paid, 2, k === 9 ? 'Void' : 'Paid');
      if (k % 3 === 0) line(e.id, null, 'AV', amount(300, k, 40), e.paid, 5, 'Paid');
      for (const speakerId of e.speakers) {
        if (k % 2 === 0) line(e.id, speakerId, 'Travel', amount(350, k + speakerId, 90), e.paid, 7, 'Paid');
        if (k % 4 === 0) line(e.id, speakerId, 'Lodging', amount(180, k + speakerId, 30), e.paid, 10, 'Paid');
      }
    });
    upcoming.forEach((e, k) => line(e.id, null, 'Venue', amount(500, k, 100), null, 0, 'Pending'));
    await insertRows(
      tx,
      expenseLines,
      ['tenant_id', 'event_id', 'speaker_id', 'expense_type', 'amount_cents', 'payment_date', 'status'],
      rows,
    );
  },
};

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
