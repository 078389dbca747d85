import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { calculateFee, rateUnits, type FeeOperation } from './contract.ts';
import { feeChecks, feeOptions, feeQuestions, speakerFeeRates } from './tables.ts';

/** The demo structure: each option with the rate of the speaker with row number `i`. */
const STRUCTURE: { label: string; category: string; weight: number; options: [string, FeeOperation, (i: number) => number][] }[] = [
  {
    label: 'Speaker tier',
    category: 'Honorarium',
    weight: 10,
    options: [
      ['Tier 1: national thought leader', 'ADD', (i) => 3000 + (i % 4) * 250],
      ['Tier 2: regional expert', 'ADD', (i) => 2000 + (i % 4) * 150],
      ['Tier 3: local expert', 'ADD', (i) => 1250.5 + (i % 4) * 100],
    ],
  },
  {
    label: 'Program type',
    category: 'Program',
    weight: 20,
    options: [
      ['Live', 'MULTIPLY', () => 1],
      ['Virtual', 'MULTIPLY', (i) => (i % 3 === 0 ? 0.8 : 0.75)],
    ],
  },
  {
    label: 'Audience size',
    category: 'Audience',
    weight: 30,
    options: [
      ['Up to 25 attendees', 'ADD', () => 0],
      ['26 to 75 attendees', 'ADD', (i) => 250 + (i % 2) * 50],
      ['Over 75 attendees', 'ADD', (i) => 500 + (i % 2) * 100],
    ],
  },
  {
    label: 'Travel',
    category: 'Travel',
    weight: 40,
    options: [
      ['Local, no travel', 'IGNORE', () => 0],
      ['Regional travel (under 4 hours)', 'ADD', () => 500],
      ['Overnight travel', 'ADD', (i) => 1000 + (i % 3) * 250],
    ],
  },
];

/** The `k`th demo check of the speaker with row number `i`: its answers follow `k`, the sixth is overridden; calculated as
 *  `POST /fees/check` does (the bench's checks come from here too). */
export function demoCheck(i: number, k: number, rounding: boolean) {
  const steps = STRUCTURE.map((q, qi) => {
    const [field, operation, rate] = q.options[[k % 3, k % 2, (k + 1) % 3, k % 3][qi]!]!;
    return { label: q.label, category: q.category, weight: q.weight, field, operation, units: rateUnits(rate(i), operation) };
  });
  const result = calculateFee(steps, { rounding });
  const override = k % 12 === 5 ? { amount: 2000, reason: 'Flat fee agreed for a two-session program day' } : null;
  const meta = {
    log: result.log,
    calculatedAmount: result.calculatedCents / 100,
    rounded: rounding,
    overrideAmount: override?.amount ?? null,
    overrideReason: override?.reason ?? null,
  };
  return { amountCents: override ? override.amount * 100 : result.totalCents, meta };
}

/** The demo's fee structure (speaker tier, program type, audience size, travel), rates for every speaker of the tenant
 *  and a check on each of the first twelve past events with a speaker (one with an override, one deleted), each
 *  calculated as `POST /fees/check` does. Draws nothing from the tenant's random stream: the checks follow the rows. */
export const feesSeed: AreaSeed = {
  after: ['events'],
  async rows(tx, t) {
    const questionIds = await insertRows(
      tx,
      feeQuestions,
      ['tenant_id', 'label', 'category', 'weight', 'position'],
      STRUCTURE.map((q, i) => [t.id, q.label, q.category, q.weight, i]),
    );
    const options = STRUCTURE.flatMap((q, qi) => q.options.map(([field, operation, rate], oi) => ({ q, qi, oi, field, operation, rate })));
    const optionIds = await insertRows(
      tx,
      feeOptions,
      ['tenant_id', 'question_id', 'field', 'operation', 'position'],
      options.map((o) => [t.id, questionIds[o.qi], o.field, o.operation, o.oi]),
    );
    const speakers = (await tx.query<{ id: number }>(sql`select id from speakers order by id`)).map((s) => s.id);
    await insertRows(
      tx,
      speakerFeeRates,
      ['tenant_id', 'speaker_id', 'option_id', 'question_label', 'field', 'operation', 'units'],
      speakers.flatMap((speakerId, i) =>
        options.map((o, k) => [t.id, speakerId, optionIds[k], o.q.label, o.field, o.operation, rateUnits(o.rate(i), o.operation)]),
      ),
    );
    const [flag] = await tx.query<{ value: boolean }>(sql`select value from feature_flags where id = 'feeCalculatorRoundingEnabled'`);
    const events = await tx.query<{ id: number; speakerId: number; paidAt: string }>(sql`select e.id, min(es.speaker_id) as "speakerId",
        to_char((e.end_time + interval '2 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "paidAt"
      from events e join event_speakers es on es.event_id = e.id
      where e.start_time < '2026-06-01' group by e.id order by e.start_time, e.id limit 12`);
    await insertRows(
      tx,
      feeChecks,
      ['tenant_id', 'speaker_id', 'event_id', 'amount_cents', 'meta', 'created_at', 'deleted_at'],
      events.map((event, k) => {
        const { amountCents, meta } = demoCheck(speakers.indexOf(event.speakerId), k, flag?.value ?? false);
        return [t.id, event.speakerId, event.id, amountCents, JSON.stringify(meta), event.paidAt, k === 7 ? event.paidAt : null];
      }),
    );
  },
};
