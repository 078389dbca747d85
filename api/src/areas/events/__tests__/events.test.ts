import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '../contract.ts';
import { EVENT_SORT } from '../queries.ts';
import { intArray, only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type CallOptions } from '../../../__tests__/harness.ts';

interface EventDto {
  id: number;
  shortName: string;
  title: string;
  notes: string | null;
  startTime: string;
  type: string;
  status: string;
  veevaId: string | null;
  mealType: string | null;
  fieldRepId: number | null;
  topicId: number | null;
  emailSeriesId: number | null;
  speakers: { speakerId: number }[];
  surveyTemplates: { id: number; name: string; surveyDueTime: string | null }[];
  [field: string]: unknown;
}

/** The keys of the event DTO (README "Event DTO"). */
const DTO_KEYS = [
  'id',
  'shortName',
  'title',
  'startTime',
  'endTime',
  'zone',
  'type',
  'status',
  'notes',
  'survey',
  'registrationPage',
  'surveyTemplates',
  'emailSeriesId',
  'emailFromAddress',
  'emailFromName',
  'registrationTemplateId',
  'registrationClosed',
  'fieldRepId',
  'topicId',
  'venueId',
  'speakers',
  'mealType',
  'replayUrl',
  'veevaId',
  'estimatedAttendance',
  'avRequirements',
  'registered',
  'attended',
  'locationType',
  'locationName',
  'locationAddress',
  'locationAddressLine2',
  'locationCity',
  'locationState',
  'locationZip',
  'conference',
  'eventShareInfo',
  'createdAt',
  'updatedAt',
];

/** What the edit form sends on PUT (the DTO without speakers, venue, conference, share info, counts). */
const FORM_FIELDS = [
  'shortName',
  'title',
  'startTime',
  'endTime',
  'zone',
  'type',
  'status',
  'notes',
  'survey',
  'surveyTemplates',
  'emailSeriesId',
  'emailFromAddress',
  'emailFromName',
  'registrationPage',
  'registrationTemplateId',
  'registrationClosed',
  'fieldRepId',
  'topicId',
  'mealType',
  'replayUrl',
  'locationType',
  'locationName',
  'locationAddress',
  'locationAddressLine2',
  'locationCity',
  'locationState',
  'locationZip',
];
const formOf = (event: EventDto) => Object.fromEntries(FORM_FIELDS.map((f) => [f, event[f]]));

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const EVENT_TABLES = ['events', 'event_speakers', 'event_survey_templates'];

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  shortName: 'TEST-1',
  title: 'Test program',
  startTime: '2026-06-10T18:00:00.000Z',
  endTime: '2026-06-10T20:00:00.000Z',
  zone: 'US/Eastern',
  type: 'live',
  status: 'confirmed',
  ...overrides,
});

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const sortedIds = (rows: { id: number }[]) => ids(rows).sort((a, b) => a - b);

describe.each(ENGINES)('event routes on $name', (engine) => {
  const api = useApi(engine);

  const list = (query: CallOptions['query'] = {}, options: CallOptions = {}) =>
    api.call('GET', '/events', { as: READER, ...options, query });
  const all = async (options: CallOptions = {}): Promise<EventDto[]> => {
    const res = await list({ limit: -1 }, options);
    expect(res.body.count).toBeLessThanOrEqual(1000);
    return res.body.results;
  };
  const acmeIds = async () => ids(await api.owner<{ id: number }>(sql`select id from events where tenant_id = 'acme' order by id`));
  const row = async (id: number) => (await api.owner(sql`select * from events where id = ${id}`))[0];
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/events', { as: ADMIN, body: newEvent(overrides) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as EventDto;
  };

  describe('GET /events', () => {
    it('answers the first page of 10 by start time with the total count and the DTO shape', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(240);
      expect(res.body.results).toHaveLength(10);
      expect(Object.keys(res.body.results[0]).sort()).toEqual([...DTO_KEYS].sort());
      const everything = await all();
      expect(ids(res.body.results)).toEqual(ids(everything.slice(0, 10)));
      const starts = everything.map((e) => e.startTime);
      expect(starts).toEqual([...starts].sort());
    });

    it('pages with page and limit; limit -1 answers all', async () => {
      const everything = await all();
      expect(everything).toHaveLength(240);
      expect(ids((await list({ page: 2, limit: 7 })).body.results)).toEqual(ids(everything.slice(7, 14)));
      const last = await list({ page: 5, limit: 50 });
      expect(last.body).toMatchObject({ count: 240 });
      expect(ids(last.body.results)).toEqual(ids(everything.slice(200)));
      expect((await list({ page: 6, limit: 50 })).body).toEqual({ results: [], count: 240, countExact: true });
    });

    it('limit -1 answers at most 1000 events (the cap of "All") with the whole count', async () => {
      await api.owner(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status)
        select 'demo', 'CAP-' || n, 'Cap test', now(), now() + interval '1 hour', 'US/Central', 'live', 'confirmed'
        from generate_series(1, 800) n`);
      try {
        const res = await list({ limit: -1 });
        expect(res.status).toBe(200);
        expect(res.body.count).toBe(1040);
        expect(res.body.results).toHaveLength(1000);
      } finally {
        await api.owner(sql`delete from events where short_name like 'CAP-%'`);
      }
    });

    it.each(Object.keys(EVENT_SORT))('sorts by %s ascending and descending (ties by id in the same direction)', async (field) => {
      const key = (e: EventDto) => e[field] as string | number;
      const ascending = [...(await all())].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
      const asc = await list({ limit: -1, sortBy: field });
      expect(ids(asc.body.results)).toEqual(ids(ascending));
      const desc = await list({ limit: -1, sortBy: field, sortDesc: true });
      expect(ids(desc.body.results)).toEqual(ids(ascending).reverse());
      const secondPage = await list({ limit: 25, page: 2, sortBy: field, sortDesc: true });
      expect(ids(secondPage.body.results)).toEqual(ids(ascending).reverse().slice(25, 50));
    });

    it('searches shortName, title and notes, case-insensitively', async () => {
      const everything = await all();
      for (const term of ['dp-101', 'LUNCH & learn', 'notes for program 4', '%', 'Symposium']) {
        const res = await list({ limit: -1, searchQuery: term });
        const expected = everything.filter((e) =>
          [e.shortName, e.title, e.notes].some((v) => v?.toLowerCase().includes(term.toLowerCase())),
        );
        expect(sortedIds(res.body.results), term).toEqual(sortedIds(expected));
        expect(res.body.count).toBe(expected.length);
      }
      expect((await list({ searchQuery: 'DP-1017' })).body.count).toBe(1);
    });

    it('filters by each filter of the event filter, and by several at once', async () => {
      const everything = await all();
      const some = everything.filter((_, i) => i % 37 === 0);
      const templateId = everything.find((e) => e.surveyTemplates.length)!.surveyTemplates[0]!.id;
      const speakerId = everything[3]!.speakers[0]!.speakerId;
      const seriesId = everything.find((e) => e.emailSeriesId)!.emailSeriesId!;
      const fieldRepId = everything[5]!.fieldRepId!;
      const topicId = everything[8]!.topicId!;
      const cases: [Record<string, unknown>, (e: EventDto) => boolean][] = [
        [{ selectedEvents: ids(some) }, (e) => ids(some).includes(e.id)],
        [{ selectedTypes: ['webinar', 'hybrid'] }, (e) => ['webinar', 'hybrid'].includes(e.type)],
        [{ selectedTemplates: [templateId] }, (e) => e.surveyTemplates.some((t) => t.id === templateId)],
        [{ selectedEmailSeries: [seriesId] }, (e) => e.emailSeriesId === seriesId],
        [{ selectedSpeakers: [speakerId] }, (e) => e.speakers.some((s) => s.speakerId === speakerId)],
        [{ selectedFieldReps: [fieldRepId] }, (e) => e.fieldRepId === fieldRepId],
        [{ selectedTopics: [topicId] }, (e) => e.topicId === topicId],
        [{ selectedStatuses: ['on-demand', 'cancelled'] }, (e) => ['on-demand', 'cancelled'].includes(e.status)],
        [
          { selectedTypes: ['live'], selectedStatuses: ['confirmed'], selectedTopics: [topicId] },
          (e) => e.type === 'live' && e.status === 'confirmed' && e.topicId === topicId,
        ],
        [{ selectedTypes: [], selectedSpeakers: [] }, () => true],
      ];
      for (const [filters, keep] of cases) {
        const res = await list({ limit: -1, filters });
        const expected = everything.filter(keep);
        expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
        expect(sortedIds(res.body.results), JSON.stringify(filters)).toEqual(sortedIds(expected));
        expect(res.body.count).toBe(expected.length);
      }
    });

    it('filters by period: whole days from..to in the given timezone', async () => {
      const everything = await all();
      const dayIn = (e: EventDto, zone: string) => moment.tz(e.startTime, zone).format('YYYY-MM-DD');
      for (const period of [
        { from: '2026-01-01', to: '2026-03-31', timezone: 'US/Pacific' },
        { from: dayIn(everything[50]!, 'US/Eastern'), to: dayIn(everything[50]!, 'US/Eastern'), timezone: 'US/Eastern' },
        { from: '2027-07-01', timezone: 'America/Los_Angeles' },
        { to: '2025-02-01', timezone: 'US/Hawaii' },
        { from: '2026-01-01', to: '2026-01-31' },
      ]) {
        const zone = period.timezone ?? 'US/Central';
        const expected = everything.filter(
          (e) => (!period.from || dayIn(e, zone) >= period.from) && (!period.to || dayIn(e, zone) <= period.to),
        );
        const res = await list({ limit: -1, filters: { period } });
        expect(expected.length, JSON.stringify(period)).toBeGreaterThan(0);
        expect(sortedIds(res.body.results), JSON.stringify(period)).toEqual(sortedIds(expected));
      }
    });

    it('puts an event at 2026-03-01T03:00Z on 2026-02-28 in US/Central', async () => {
      const event = await create({
        shortName: 'LATE-1',
        startTime: '2026-03-01T03:00:00Z',
        endTime: '2026-03-01T04:00:00Z',
        zone: 'US/Central',
      });
      const found = async (day: string, timezone?: string) =>
        ids((await list({ limit: -1, filters: { ids: [event.id], period: { from: day, to: day, timezone } } })).body.results);
      expect(await found('2026-02-28', 'US/Central')).toEqual([event.id]);
      expect(await found('2026-02-28')).toEqual([event.id]);
      expect(await found('2026-03-01', 'US/Central')).toEqual([]);
      expect(await found('2026-03-01', 'UTC')).toEqual([event.id]);
      expect(await found('2026-02-28', 'UTC')).toEqual([]);
    });

    it('fetches a batch by ids; ids of another tenant are left out', async () => {
      const everything = await all();
      const wanted = [everything[10]!.id, everything[20]!.id, everything[30]!.id];
      const acmeId = (await acmeIds())[0]!;
      const res = await list({ filters: { ids: [...wanted, acmeId] } });
      expect(res.body.count).toBe(3);
      expect(sortedIds(res.body.results)).toEqual([...wanted].sort((a, b) => a - b));
      expect(res.body.results[0]).toEqual(everything.find((e) => e.id === res.body.results[0].id));
    });

    it("never lists acme's events to demo, and each tenant counts its own", async () => {
      const acme = new Set(await acmeIds());
      const demo = await all();
      expect(demo.some((e) => acme.has(e.id))).toBe(false);
      const acmeList = await all({ as: 'user@acme.test' });
      expect(acmeList.length).toBe(acme.size);
      expect(acmeList.every((e) => acme.has(e.id))).toBe(true);
      expect(acmeList.every((e) => e.shortName.startsWith('AB-'))).toBe(true);
    });

    it('lists only their own events to a speaker in the speaker portal (also when impersonated)', async () => {
      const { speaker_id: speakerId } = only(
        await api.owner<{ speaker_id: number }>(sql`select speaker_id from users where email = 'speaker@demo.test'`),
      );
      const everything = await all();
      const own = everything.filter((e) => e.speakers.some((s) => s.speakerId === speakerId));
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThan(everything.length);

      const portal = await list({ limit: -1 }, { as: 'speaker@demo.test', headers: { 'x-product': 'speaker-portal' } });
      expect(portal.status).toBe(200);
      expect(portal.body.count).toBe(own.length);
      expect(sortedIds(portal.body.results)).toEqual(sortedIds(own));
      // Filters narrow the speaker's own events further, never widen them.
      const other = everything.find((e) => !own.includes(e))!;
      expect(
        (await list({ filters: { ids: [other.id] } }, { as: 'speaker@demo.test', headers: { 'x-product': 'speaker-portal' } })).body.count,
      ).toBe(0);

      const impersonated = await list(
        { limit: -1 },
        {
          as: ADMIN,
          headers: { 'x-product': 'speaker-portal', 'x-impersonate-speaker-id': String(speakerId) },
        },
      );
      expect(sortedIds(impersonated.body.results)).toEqual(sortedIds(own));
      // The scope comes from who the caller is, not from a header: without it, or with any other product, the same events.
      for (const product of [undefined, 'hive', 'dashboard', 'event-management']) {
        const headers = product ? { 'x-product': product } : undefined;
        expect((await list({ limit: -1 }, { as: 'speaker@demo.test', headers })).body.count, `x-product ${product}`).toBe(own.length);
      }
      // One event: another speaker's is answered like a missing one, their own is read.
      expect((await api.call('GET', `/events/${other.id}`, { as: 'speaker@demo.test' })).status).toBe(404);
      expect((await api.call('GET', `/events/${own[0]!.id}`, { as: 'speaker@demo.test' })).status).toBe(200);
      // Other roles in the portal see everything.
      expect((await list({}, { as: ADMIN, headers: { 'x-product': 'speaker-portal' } })).body.count).toBe(everything.length);
    });

    it('lists to a field rep only the events they own', async () => {
      const { field_rep_id: fieldRepId } = only(
        await api.owner<{ field_rep_id: number }>(sql`select field_rep_id from users where email = 'field-rep@demo.test'`),
      );
      const everything = await all();
      const own = everything.filter((e) => e.fieldRepId === fieldRepId);
      expect(own.length).toBeGreaterThan(0);
      const mine = await list({ limit: -1 }, { as: 'field-rep@demo.test' });
      expect(sortedIds(mine.body.results)).toEqual(sortedIds(own));
      const other = everything.find((e) => e.fieldRepId !== fieldRepId)!;
      expect((await api.call('GET', `/events/${other.id}`, { as: 'field-rep@demo.test' })).status).toBe(404);
    });

    it('answers 400 to bad paging, sorting and filters', async () => {
      for (const [query, message] of [
        [{ filters: 'not json' }, 'filters must be JSON'],
        [{ filters: { ids: ['x'] } }, 'ids must be positive whole numbers'],
        [
          { filters: { selectedTypes: ['party'] } },
          'filters.selectedTypes.0: Invalid option: expected one of "live"|"virtual"|"hybrid"|"webinar"|"other"',
        ],
        [{ filters: { period: { from: '28/02/2026' } } }, 'period.from must be a date YYYY-MM-DD'],
        [{ filters: { period: { from: '2026-02-28', timezone: 'Mars/Olympus' } } }, 'period.timezone must be an IANA timezone'],
        [{ filters: { period: { from: '2026-02-30' } } }, 'period.from must be a date YYYY-MM-DD'],
        [{ filters: { period: { from: '2026-03-02', to: '2026-03-01' } } }, 'From must be on or before To'],
        [{ sortBy: 'password' }, `sortBy must be one of ${Object.keys(EVENT_SORT).join(', ')}`],
        [{ sortDesc: 'maybe' }, 'sortDesc must be true or false'],
        [{ limit: 0 }, 'limit must not be 0'],
        [{ page: -1 }, 'page must be 1 or more'],
      ] as const) {
        const res = await list(query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe('GET /events/used-event-statuses', () => {
    it("answers the distinct statuses of the tenant's events", async () => {
      const res = await api.call('GET', '/events/used-event-statuses', { as: READER });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([...EVENT_STATUSES].sort());
      await api.owner(sql`update events set status = 'confirmed' where tenant_id = 'acme' and status in ('scheduled', 'occurred')`);
      const acme = await api.call('GET', '/events/used-event-statuses', { as: 'user@acme.test' });
      expect(acme.body).toEqual(EVENT_STATUSES.filter((s) => s !== 'scheduled' && s !== 'occurred').sort());
      expect((await api.call('GET', '/events/used-event-statuses', { as: READER })).body).toEqual([...EVENT_STATUSES].sort());
    });
  });

  describe('GET /events/:id', () => {
    it('answers one event as the list does', async () => {
      const [first] = (await list({ limit: 1 })).body.results as [EventDto];
      const res = await api.call('GET', `/events/${first.id}`, { as: READER });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first);
    });

    it("answers 404 for acme's event exactly as for a missing id, and 400 for a bad id", async () => {
      const acmeId = (await acmeIds())[0]!;
      for (const id of [acmeId, 999999]) {
        const res = await api.call('GET', `/events/${id}`, { as: READER });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, error: `Event ${id} not found`, message: `Event ${id} not found` });
      }
      for (const bad of ['abc', '0', '2147483648']) {
        const res = await api.call('GET', `/events/${bad}`, { as: READER });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/^id (must be a positive whole number|is too large)$/);
      }
    });
  });

  it('answers 403 to a role without event read on every read route', async () => {
    const [event] = (await list({ limit: 1 })).body.results as [EventDto];
    await api.owner(sql`delete from role_permissions where role_id = (select id from roles where tenant_id = 'demo' and role = 'field-rep')
      and entity_id = (select id from entities where name = 'event')`);
    for (const url of ['/events', '/events/used-event-statuses', `/events/${event.id}`]) {
      const res = await api.call('GET', url, { as: 'field-rep@demo.test' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to read event');
    }
    expect((await api.call('GET', '/events', { as: 'field-rep@acme.test' })).status).toBe(200);
  });

  describe('POST /events', () => {
    it('creates an event with its speakers, survey templates, venue, conference and share info', async () => {
      const refs = await api.owner<{
        speaker: number;
        speaker2: number;
        venue: number;
        topic: number;
        rep: number;
        survey: number;
        reg: number;
        series: number;
      }>(sql`
        select (select min(id) from speakers where tenant_id = 'demo') as speaker, (select max(id) from speakers where tenant_id = 'demo') as speaker2,
          (select min(id) from venues where tenant_id = 'demo') as venue, (select min(id) from topics where tenant_id = 'demo') as topic,
          (select min(id) from field_reps where tenant_id = 'demo') as rep, (select min(id) from survey_templates where tenant_id = 'demo') as survey,
          (select min(id) from registration_templates where tenant_id = 'demo') as reg, (select min(id) from email_series where tenant_id = 'demo') as series`);
      const r = only(refs);
      const body = newEvent({
        shortName: '  NEW-1  ',
        title: 'Heart Failure Dinner',
        notes: 'Bring slides',
        speakerIds: [r.speaker, r.speaker2, r.speaker],
        venueId: r.venue,
        topicId: r.topic,
        fieldRepId: r.rep,
        survey: true,
        surveyTemplates: [{ id: r.survey, surveyDueTime: '2026-06-20T12:00:00-05:00' }],
        registrationPage: true,
        registrationTemplateId: r.reg,
        emailSeriesId: r.series,
        emailFromAddress: 'events@demo.test',
        mealType: 'dinner',
        locationZip: '60601',
        replayUrl: '',
        conference: { url: 'https://meet.example.com/x', details: 'Room 4' },
        eventShareInfo: { ogTitle: 'Join us', linkedinShareText: 'See you there' },
      });
      const res = await api.call('POST', '/events', { as: ADMIN, body });
      expect(res.status).toBe(201);
      const e = res.body as EventDto;
      expect(Object.keys(e).sort()).toEqual([...DTO_KEYS].sort());
      expect(e).toMatchObject({
        shortName: 'NEW-1',
        title: 'Heart Failure Dinner',
        startTime: '2026-06-10T18:00:00.000Z',
        zone: 'US/Eastern',
        type: 'live',
        status: 'confirmed',
        mealType: 'dinner',
        venueId: r.venue,
        topicId: r.topic,
        fieldRepId: r.rep,
        survey: true,
        registrationPage: true,
        registrationTemplateId: r.reg,
        emailSeriesId: r.series,
        locationZip: '60601',
        speakers: [{ speakerId: r.speaker }, { speakerId: r.speaker2 }],
        surveyTemplates: [{ id: r.survey, name: expect.any(String), surveyDueTime: '2026-06-20T17:00:00.000Z' }],
        conference: { url: 'https://meet.example.com/x', details: 'Room 4' },
        eventShareInfo: { ogTitle: 'Join us', linkedinShareText: 'See you there' },
        registered: 0,
        attended: 0,
        veevaId: null,
      });
      expect((await api.call('GET', `/events/${e.id}`, { as: READER })).body).toEqual(e);
      expect(await row(e.id)).toMatchObject({ tenant_id: 'demo', short_name: 'NEW-1' });
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ tenant_id: 'demo', entity: 'event', entity_id: String(e.id), action: 'create' });
      expect(audit?.changed_fields).toEqual(expect.arrayContaining(['shortName', 'title', 'venueId', 'conference', 'eventShareInfo']));
    });

    it('clears the meal type of an event that is not live', async () => {
      const e = await create({ shortName: 'VIRT-1', type: 'virtual', mealType: 'lunch' });
      expect(e.mealType).toBeNull();
    });

    it('stores the location type, answers it on read and in the list, and PATCH changes or clears it', async () => {
      const e = await create({ shortName: 'LOC-1', locationType: 'out-of-office' });
      expect(e.locationType).toBe('out-of-office');
      expect((await api.call('GET', `/events/${e.id}`, { as: READER })).body.locationType).toBe('out-of-office');
      expect((await row(e.id))?.location_type).toBe('out-of-office');
      const found = await list({ searchQuery: 'LOC-1' });
      expect(found.body.results.map((r: EventDto) => [r.shortName, r.locationType])).toEqual([['LOC-1', 'out-of-office']]);
      const changed = await api.call('PATCH', `/events/${e.id}`, { as: ADMIN, body: { locationType: 'in-office' } });
      expect(changed.body.locationType).toBe('in-office');
      expect((await lastAudit(api))[0]?.changed_fields).toEqual(['locationType']);
      expect((await api.call('PATCH', `/events/${e.id}`, { as: ADMIN, body: { locationType: null } })).body.locationType).toBeNull();
      const bad = await api.call('PATCH', `/events/${e.id}`, { as: ADMIN, body: { locationType: 'In Office' } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ locationType: 'Location Type must be one of in-office, out-of-office, virtual, in-venue' });
    });

    it('gives every demo event a location type: in-venue with a venue, virtual online', async () => {
      const everything = (await all()).filter((e) => /^DP-\d+$/.test(e.shortName));
      expect(everything).toHaveLength(240);
      expect(everything.every((e) => e.locationType)).toBe(true);
      expect(everything.filter((e) => e.venueId).every((e) => e.locationType === 'in-venue')).toBe(true);
      expect(everything.filter((e) => e.type === 'virtual' || e.type === 'webinar').every((e) => e.locationType === 'virtual')).toBe(true);
      expect(new Set(everything.map((e) => e.locationType))).toEqual(new Set(['in-venue', 'virtual', 'in-office', 'out-of-office']));
    });

    it('answers 403 to marketing (no event create) and writes nothing', async () => {
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        const res = await api.call('POST', '/events', { as: 'marketing@demo.test', body: newEvent() });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You do not have permission to create event');
      });
    });

    it('refuses bad input with the spec messages and writes nothing', async () => {
      const [acmeTopic] = ids(await api.owner<{ id: number }>(sql`select id from topics where tenant_id = 'acme' limit 1`));
      const [acmeSpeaker] = ids(await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'acme' limit 1`));
      const { title: _title, ...noTitle } = newEvent();
      const { startTime: _start, ...noStart } = newEvent();
      // Status, the spec's text as the message and, per field, under the field's path (fields).
      const cases: [unknown, number, string, string?][] = [
        [noTitle, 400, 'Program Name is required', 'title'],
        [newEvent({ title: '   ' }), 400, 'Program Name is required', 'title'],
        [newEvent({ title: 'x'.repeat(301) }), 400, 'Program Name must be at most 300 characters', 'title'],
        [newEvent({ shortName: '' }), 400, 'Name is required', 'shortName'],
        [newEvent({ shortName: 'A&B' }), 400, 'Name cannot include special characters, such as: & $ + , / : ; = ? @ #', 'shortName'],
        [newEvent({ shortName: 'x/y' }), 400, 'Name cannot include special characters, such as: & $ + , / : ; = ? @ #', 'shortName'],
        [noStart, 400, 'Start Date is required', 'startTime'],
        [newEvent({ endTime: '2026-06-10T17:00:00Z' }), 400, 'End Date must be after Start Date', 'endTime'],
        [newEvent({ startTime: 'tomorrow' }), 400, 'Start Date must be an ISO date-time', 'startTime'],
        [newEvent({ zone: 'Europe/Paris' }), 400, 'Zone must be a US timezone, America/Los_Angeles or Canada/Atlantic', 'zone'],
        [newEvent({ locationZip: '6060' }), 400, 'Zip code must be exactly 5 digits', 'locationZip'],
        [newEvent({ locationZip: '6060a' }), 400, 'Zip code must be exactly 5 digits', 'locationZip'],
        [newEvent({ survey: true }), 400, 'Survey Template is required', 'surveyTemplates'],
        [
          newEvent({ survey: true, surveyTemplates: [{ surveyDueTime: null }] }),
          400,
          'Survey Template is required',
          'surveyTemplates.0.id',
        ],
        [newEvent({ registrationPage: true }), 400, 'Registration Template is required', 'registrationTemplateId'],
        [newEvent({ replayUrl: 'ftp://example.com' }), 400, 'Please enter a valid URL (i.e. https://example.com)', 'replayUrl'],
        [newEvent({ emailFromAddress: 'events' }), 400, 'From email has to be a valid email address', 'emailFromAddress'],
        [newEvent({ conference: { url: 'meet' } }), 400, 'Conference link must be a valid URL', 'conference.url'],
        [newEvent({ type: 'party' }), 400, 'type must be one of live, virtual, hybrid, webinar, other', 'type'],
        [
          newEvent({ locationType: 'office' }),
          400,
          'Location Type must be one of in-office, out-of-office, virtual, in-venue',
          'locationType',
        ],
        // zod's own texts name their field in the message; the field's own entry goes without it.
        [newEvent({ notes: 'x'.repeat(10_001) }), 400, 'notes: Too big: expected string to have <=10000 characters', 'notes'],
        [newEvent({ registered: 5 }), 400, 'Unrecognized key: "registered"'],
        [newEvent({ title: 'Nul\u0000' }), 400, 'Text must not contain NUL characters'],
        [newEvent({ topicId: acmeTopic }), 422, `Topic ${acmeTopic} not found`],
        [newEvent({ speakerIds: [acmeSpeaker] }), 422, `Speaker ${acmeSpeaker} not found`],
        [newEvent({ fieldRepId: 999999 }), 422, 'Field rep 999999 not found'],
      ];
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        for (const [body, status, message, field] of cases) {
          const res = await api.call('POST', '/events', { as: ADMIN, body });
          expect(res.status, message).toBe(status);
          expect(res.body.message).toBe(message);
          if (field) expect(res.body.fields, message).toEqual({ [field]: message.replace(`${field}: `, '') });
        }
        const empty = await api.call('POST', '/events', { as: ADMIN, body: {} });
        expect(empty.body).toMatchObject({
          message: 'Name is required; Program Name is required; Start Date is required',
          fields: {
            shortName: 'Name is required',
            title: 'Program Name is required',
            startTime: 'Start Date is required',
            endTime: 'End Date is required',
          },
        });
        const notJson = await api.app.inject({
          method: 'POST',
          url: '/events',
          payload: '{"title":',
          headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(ADMIN)}`, 'content-type': 'application/json' },
        });
        expect(notJson.statusCode).toBe(400);
      });
    });
  });

  describe('PUT /events/:id', () => {
    it('replaces the form fields and audits exactly the changed ones', async () => {
      const everything = await all();
      const before = everything.find((e) => e.surveyTemplates.length && !e.veevaId)!;
      const res = await api.call('PUT', `/events/${before.id}`, {
        as: ADMIN,
        body: { ...formOf(before), title: 'Renamed program', notes: 'New notes' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: before.id, title: 'Renamed program', notes: 'New notes', speakers: before.speakers });
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'event', entity_id: String(before.id), action: 'update' });
      expect(audit?.changed_fields.sort()).toEqual(['notes', 'title']);
    });

    it('refuses speakers, venue, conference, eventShareInfo, attended and registered (400), writing nothing', async () => {
      const [event] = (await list({ limit: 1 })).body.results as [EventDto];
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        for (const [key, value] of Object.entries({
          speakers: [],
          speakerIds: [],
          venue: null,
          venueId: null,
          conference: null,
          eventShareInfo: null,
          attended: 3,
          registered: 4,
        })) {
          const res = await api.call('PUT', `/events/${event.id}`, { as: ADMIN, body: { ...formOf(event), [key]: value } });
          expect(res.status, key).toBe(400);
          expect(res.body.message).toBe(`Unrecognized key: "${key}"`);
        }
        const { title: _t, ...noTitle } = formOf(event);
        const missing = await api.call('PUT', `/events/${event.id}`, { as: ADMIN, body: noTitle });
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe('Program Name is required');
      });
    });

    it('answers 403 without event update, 404 for acme or missing ids; nothing written', async () => {
      const [event] = (await list({ limit: 1 })).body.results as [EventDto];
      const acmeId = (await acmeIds())[0]!;
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        const denied = await api.call('PUT', `/events/${event.id}`, { as: 'marketing@demo.test', body: formOf(event) });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('You do not have permission to update event');
        for (const id of [acmeId, 999999]) {
          const res = await api.call('PUT', `/events/${id}`, { as: ADMIN, body: { ...formOf(event), title: 'Hijacked' } });
          expect(res.status).toBe(404);
          expect(res.body.message).toBe(`Event ${id} not found`);
        }
      });
    });
  });

  describe('PATCH /events/:id', () => {
    it('changes any subset, including speakers, and audits the changed fields', async () => {
      const event = await create({ shortName: 'PATCH-1', mealType: 'dinner' });
      const speakers = ids(await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' order by id limit 2`));
      const res = await api.call('PATCH', `/events/${event.id}`, {
        as: ADMIN,
        body: { notes: 'Patched', speakerIds: speakers, title: event.title },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ notes: 'Patched', speakers: speakers.map((speakerId) => ({ speakerId })), title: event.title });
      expect((await lastAudit(api))[0]?.changed_fields.sort()).toEqual(['notes', 'speakerIds']);

      const virtual = await api.call('PATCH', `/events/${event.id}`, { as: ADMIN, body: { type: 'virtual' } });
      expect(virtual.body).toMatchObject({ type: 'virtual', mealType: null });
      expect((await lastAudit(api))[0]?.changed_fields.sort()).toEqual(['mealType', 'type']);
    });

    it('checks rules on the event as it will be stored, and refuses acme ids; nothing written', async () => {
      const [event] = (await list({ limit: 1 })).body.results as [EventDto];
      const acmeId = (await acmeIds())[0]!;
      const acmeBefore = await row(acmeId);
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        const early = await api.call('PATCH', `/events/${event.id}`, { as: ADMIN, body: { endTime: '2020-01-01T00:00:00Z' } });
        expect(early.status).toBe(400);
        expect(early.body).toMatchObject({
          message: 'End Date must be after Start Date',
          fields: { endTime: 'End Date must be after Start Date' },
        });
        const zip = await api.call('PATCH', `/events/${event.id}`, { as: ADMIN, body: { locationZip: '123456' } });
        expect(zip.body).toMatchObject({
          message: 'Zip code must be exactly 5 digits',
          fields: { locationZip: 'Zip code must be exactly 5 digits' },
        });
        const foreign = await api.call('PATCH', `/events/${acmeId}`, { as: ADMIN, body: { title: 'Hijacked' } });
        expect(foreign.status).toBe(404);
        expect(foreign.body.message).toBe(`Event ${acmeId} not found`);
        const denied = await api.call('PATCH', `/events/${event.id}`, { as: 'marketing@demo.test', body: { notes: 'x' } });
        expect(denied.status).toBe(403);
      });
      expect(await row(acmeId)).toEqual(acmeBefore);
    });

    it('keeps the CRM-locked fields of a veeva-synced event (422) and accepts the others', async () => {
      const synced = (await all()).find((e) => e.veevaId)!;
      const [speaker] = ids(
        await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo'
        and id <> all(${intArray(synced.speakers.map((s) => s.speakerId))}) limit 1`),
      );
      const [venue] = ids(
        await api.owner<{ id: number }>(sql`select id from venues where tenant_id = 'demo'
        and id is distinct from ${synced.venueId as number | null} limit 1`),
      );
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        const title = await api.call('PATCH', `/events/${synced.id}`, { as: ADMIN, body: { title: 'Changed', notes: 'ok' } });
        expect(title.status).toBe(422);
        expect(title.body.message).toBe(`Event ${synced.id} is synced from the CRM: title cannot be changed`);
        const put = await api.call('PUT', `/events/${synced.id}`, {
          as: ADMIN,
          body: {
            ...formOf(synced),
            startTime: '2030-01-01T10:00:00.000Z',
            endTime: '2030-01-01T11:00:00.000Z',
            status: synced.status === 'cancelled' ? 'complete' : 'cancelled',
          },
        });
        expect(put.status).toBe(422);
        expect(put.body.message).toBe(`Event ${synced.id} is synced from the CRM: startTime, endTime, status cannot be changed`);
        // Where it takes place and who speaks are the CRM's too.
        const where = await api.call('PATCH', `/events/${synced.id}`, {
          as: ADMIN,
          body: {
            speakerIds: [speaker],
            venueId: venue,
            locationType: synced.locationType === 'in-office' ? 'virtual' : 'in-office',
            locationCity: 'Elsewhere',
          },
        });
        expect(where.status).toBe(422);
        expect(where.body.message).toBe(
          `Event ${synced.id} is synced from the CRM: locationType, locationCity, speakerIds, venueId cannot be changed`,
        );
      });
      // The same values in another notation are no change.
      const sameStart = moment.utc(synced.startTime).tz('US/Central').format();
      const notes = await api.call('PUT', `/events/${synced.id}`, {
        as: ADMIN,
        body: { ...formOf(synced), startTime: sameStart, notes: 'Synced notes' },
      });
      expect(notes.status, JSON.stringify(notes.body)).toBe(200);
      expect(notes.body).toMatchObject({ notes: 'Synced notes', title: synced.title, startTime: synced.startTime });
      expect((await lastAudit(api))[0]?.changed_fields).toEqual(['notes']);
      // Hive's own settings stay editable: emails, the webconference, the share info.
      const own = await api.call('PATCH', `/events/${synced.id}`, {
        as: ADMIN,
        body: {
          emailFromName: 'Hive events',
          conference: { url: 'https://meet.example.com/synced', details: null },
          eventShareInfo: { ogTitle: 'Synced' },
        },
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect((await lastAudit(api))[0]?.changed_fields.sort()).toEqual(['conference', 'emailFromName', 'eventShareInfo']);
    });
  });

  describe('DELETE /events/:id and POST /events/batch-delete', () => {
    it('deletes one event (204) with an audit row', async () => {
      const event = await create({ shortName: 'DEL-1' });
      const res = await api.call('DELETE', `/events/${event.id}`, { as: ADMIN });
      expect(res.status).toBe(204);
      expect(await row(event.id)).toBeUndefined();
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'event', entity_id: String(event.id), action: 'delete' });
      expect((await api.call('GET', `/events/${event.id}`, { as: READER })).status).toBe(404);
    });

    it('answers 403 without event delete and 404 for acme or missing ids; nothing deleted', async () => {
      const [event] = (await list({ limit: 1 })).body.results as [EventDto];
      const acmeId = (await acmeIds())[0]!;
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        for (const who of ['marketing@demo.test', 'program-analyst@demo.test']) {
          const res = await api.call('DELETE', `/events/${event.id}`, { as: who });
          expect(res.status).toBe(403);
          expect(res.body.message).toBe('You do not have permission to delete event');
        }
        for (const id of [acmeId, 999999]) {
          const res = await api.call('DELETE', `/events/${id}`, { as: ADMIN });
          expect(res.status).toBe(404);
          expect(res.body.message).toBe(`Event ${id} not found`);
        }
        expect((await api.call('DELETE', '/events/x', { as: ADMIN })).status).toBe(400);
      });
    });

    it('batch-deletes all named events with an audit row each', async () => {
      const a = await create({ shortName: 'BATCH-1' });
      const b = await create({ shortName: 'BATCH-2' });
      const res = await api.call('POST', '/events/batch-delete', { as: ADMIN, body: { ids: [a.id, b.id] } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: 2 });
      expect(await row(a.id)).toBeUndefined();
      const audits = await lastAudit(api, 2);
      expect(audits.map((x) => [x.action, Number(x.entity_id)]).sort()).toEqual(
        [
          ['delete', a.id],
          ['delete', b.id],
        ].sort(),
      );
    });

    it('deletes nothing when one id is unknown or of acme, or without the grant', async () => {
      const a = await create({ shortName: 'BATCH-3' });
      const acmeId = (await acmeIds())[0]!;
      await expectNothingWritten(api, EVENT_TABLES, async () => {
        for (const other of [999999, acmeId]) {
          const res = await api.call('POST', '/events/batch-delete', { as: ADMIN, body: { ids: [a.id, other] } });
          expect(res.status).toBe(404);
          expect(res.body.message).toBe(`Event ${other} not found`);
        }
        const empty = await api.call('POST', '/events/batch-delete', { as: ADMIN, body: { ids: [] } });
        expect(empty.status).toBe(400);
        expect(empty.body.message).toBe('ids must name at least one event');
        const denied = await api.call('POST', '/events/batch-delete', { as: 'marketing@demo.test', body: { ids: [a.id] } });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('You do not have permission to delete event');
      });
    });
  });

  describe('GET /events/event-speakers/:eventId/:speakerId', () => {
    it('answers the speaker of an event', async () => {
      const event = (await all()).find((e) => e.speakers.length)!;
      const speakerId = event.speakers[0]!.speakerId;
      const res = await api.call('GET', `/events/event-speakers/${event.id}/${speakerId}`, { as: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        eventId: event.id,
        speakerId,
        speaker: { id: speakerId, firstName: expect.any(String), lastName: expect.any(String) },
      });
    });

    it("answers 404 when the speaker does not speak there or the event is acme's; 403 without event_speaker read", async () => {
      const event = (await all()).find((e) => e.speakers.length)!;
      const [other] = ids(
        await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo'
        and id <> all(${sql.param(event.speakers.map((s) => s.speakerId))}::int[]) limit 1`),
      );
      const notThere = await api.call('GET', `/events/event-speakers/${event.id}/${other}`, { as: ADMIN });
      expect(notThere.status).toBe(404);
      expect(notThere.body.message).toBe(`Speaker ${other} does not speak at event ${event.id}`);
      const acme = only(
        await api.owner<{ event_id: number; speaker_id: number }>(
          sql`select event_id, speaker_id from event_speakers where tenant_id = 'acme' limit 1`,
        ),
      );
      const foreign = await api.call('GET', `/events/event-speakers/${acme.event_id}/${acme.speaker_id}`, { as: ADMIN });
      expect(foreign.status).toBe(404);
      const denied = await api.call('GET', `/events/event-speakers/${event.id}/${event.speakers[0]!.speakerId}`, { as: READER });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('You do not have permission to read event_speaker');
    });
  });
});
