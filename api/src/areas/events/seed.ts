import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import type { RowOf } from '../../platform/db/client.ts';
import { CITIES, PROGRAM_FORMATS } from '../../platform/db/demoNames.ts';
import { idsOf, insertRows } from '../../platform/db/seed.ts';
import { emailSeries } from '../emailSeries/index.ts';
import { fieldReps } from '../fieldReps/index.ts';
import { registrationTemplates } from '../registrationPages/index.ts';
import { speakers } from '../speakers/index.ts';
import { surveyTemplates } from '../surveys/index.ts';
import { topics } from '../topics/index.ts';
import { venues } from '../venues/index.ts';
import { EVENT_STATUSES, EVENT_TYPES, EVENT_ZONES, MEAL_TYPES } from './contract.ts';
import { eventSpeakers, eventSurveyTemplates, events } from './tables.ts';

/** 240 events a tenant (`<prefix>-1000` on) over 2025–2027, with their speakers and survey templates. Every
 *  type meets every status; every 25th event is synced from the CRM (veevaId). */
export const eventsSeed: AreaSeed = {
  after: ['speakers', 'venues', 'fieldReps', 'topics', 'emailSeries', 'surveys', 'registrationPages'],
  async rows(tx, t) {
    const { rand, pick, between } = t;
    const topicRows = await tx.query<Pick<RowOf<typeof topics>, 'id' | 'name'>>(
      sql`select id, name from ${topics} where tenant_id = ${t.id} order by id`,
    );
    const speakerIds = await idsOf(tx, speakers, t.id);
    const venueIds = await idsOf(tx, venues, t.id);
    const fieldRepIds = await idsOf(tx, fieldReps, t.id);
    const surveyIds = await idsOf(tx, surveyTemplates, t.id);
    // The platform's own series (the speaker portal's notifications) are no event's.
    const seriesIds = (
      await tx.query<{ id: number }>(sql`select id from ${emailSeries} where tenant_id = ${t.id} and not platform order by id`)
    ).map((row) => row.id);
    const regIds = await idsOf(tx, registrationTemplates, t.id);
    const start = Date.UTC(2025, 0, 1);
    const rows: unknown[][] = [];
    const total = 240;
    for (let i = 0; i < total; i++) {
      const type = EVENT_TYPES[i % EVENT_TYPES.length];
      // Statuses step once per round of types, so every type meets every status.
      const status = EVENT_STATUSES[Math.floor(i / EVENT_TYPES.length) % EVENT_STATUSES.length];
      const zone = EVENT_ZONES[i % EVENT_ZONES.length];
      const topic = topicRows[between(0, topicRows.length - 1)]!;
      const begins = new Date(start + between(0, 3 * 365) * 86_400_000 + between(13, 23) * 3_600_000);
      const ends = new Date(begins.getTime() + between(1, 3) * 3_600_000);
      const live = type === 'live';
      const [city, state, zip] = pick(CITIES);
      // Registered and Attended are counted by the database from the event's attendances (migration 0024). The demo drew
      // figures for them once: those draws stay (`between` here, `rand` below), so every later demo value is as it was.
      between(0, 80);
      rows.push([
        t.id,
        `${t.prefix}-${String(1000 + i)}`,
        `${topic.name} ${pick(PROGRAM_FORMATS)}`,
        begins.toISOString(),
        ends.toISOString(),
        zone,
        type,
        status,
        i % 3 === 0 ? `Notes for program ${i + 1}` : null,
        i % 3 === 0,
        i % 4 === 0,
        i % 2 === 0 ? pick(seriesIds) : null,
        i % 4 === 0 ? regIds[i % regIds.length] : null,
        pick(fieldRepIds),
        topic.id,
        live || type === 'hybrid' ? pick(venueIds) : null,
        live ? pick(MEAL_TYPES) : null,
        status === 'on-demand' ? `https://replay.example.com/${t.id}/${i}` : null,
        i % 25 === 24 ? `VV-${t.prefix}-${i}` : null,
        between(10, 120),
        i % 5 === 0 ? 'Projector and microphone' : null,
        0,
        Math.min(0, rand()),
        live ? `${city} Medical Center` : null,
        live ? `${between(10, 999)} Health Ave` : null,
        null,
        live ? city : null,
        live ? state : null,
        live ? zip : null,
        type === 'virtual' || type === 'webinar' || type === 'hybrid'
          ? JSON.stringify({ url: `https://meet.example.com/${t.id}-${i}`, details: 'Dial-in details follow by email' })
          : null,
        // In the venue when there is one, virtual online; the other events at an office, the HCP's or not.
        live || type === 'hybrid'
          ? 'in-venue'
          : type === 'virtual' || type === 'webinar'
            ? 'virtual'
            : i % 2
              ? 'in-office'
              : 'out-of-office',
      ]);
    }
    const eventIds = await insertRows(
      tx,
      events,
      [
        'tenant_id',
        'short_name',
        'title',
        'start_time',
        'end_time',
        'zone',
        'type',
        'status',
        'notes',
        'survey',
        'registration_page',
        'email_series_id',
        'registration_template_id',
        'field_rep_id',
        'topic_id',
        'venue_id',
        'meal_type',
        'replay_url',
        'veeva_id',
        'estimated_attendance',
        'av_requirements',
        'registered',
        'attended',
        'location_name',
        'location_address',
        'location_address_line2',
        'location_city',
        'location_state',
        'location_zip',
        'conference',
        'location_type',
      ],
      rows,
    );

    const speakerLinks: unknown[][] = [];
    eventIds.forEach((eventId, i) => {
      const chosen = new Set([i % 5 === 0 ? speakerIds[0] : pick(speakerIds), pick(speakerIds), pick(speakerIds)].slice(0, between(1, 3)));
      for (const s of chosen) speakerLinks.push([t.id, eventId, s]);
    });
    await insertRows(tx, eventSpeakers, ['tenant_id', 'event_id', 'speaker_id'], speakerLinks);
    await insertRows(
      tx,
      eventSurveyTemplates,
      ['tenant_id', 'event_id', 'survey_template_id', 'survey_due_time'],
      eventIds.filter((_, i) => i % 3 === 0).map((eventId, k) => [t.id, eventId, surveyIds[k % surveyIds.length], null]),
    );
  },
};
