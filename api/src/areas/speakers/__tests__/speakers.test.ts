import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { SPEAKERS } from '../../../platform/db/lookups.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';
import { SPEAKER_SORT } from '../queries.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const SPEAKER = 'speaker@demo.test';
const FIELD_REP = 'field-rep@demo.test';
/** Today's lookup keys (the event form and the BFF read them): the answer keeps them all. */
const LOOKUP_KEYS = ['id', ...Object.keys(SPEAKERS.columns)];
const NEW_KEYS = ['credentials', 'active', 'address', 'city', 'state', 'zip', 'speakerType', 'avatarImgUrl', 'regionId'];

describe.each(ENGINES)('speaker routes on $name', (engine) => {
  const api = useApi(engine);
  const idsOf = async (tenant: string) =>
    (await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = ${tenant} order by id`)).map((r) => r.id);
  const linked = async (email: string) =>
    only(
      await api.owner<{ speaker_id: number; field_rep_id: number }>(sql`select speaker_id, field_rep_id from users where email = ${email}`),
    );
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/speakers', {
      as: ADMIN,
      body: { firstName: 'Ada', lastName: 'Lovelace', speakerType: 'HCP', ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number } & Record<string, unknown>;
  };

  describe('GET /speakers (the list and the lookup of the event form)', () => {
    it("lists the tenant's speakers in pages with their count, each with today's lookup fields and spec 001's", async () => {
      const first = await api.call('GET', '/speakers', { as: READER, query: { limit: 3 } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ count: 50, countExact: true });
      expect(first.body.results).toHaveLength(3);
      expect(Object.keys(first.body.results[0])).toEqual(expect.arrayContaining([...LOOKUP_KEYS, ...NEW_KEYS]));
      const all = await api.call('GET', '/speakers', { as: READER, query: { limit: -1 } });
      const ids = all.body.results.map((r: { id: number }) => r.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(await idsOf('demo'));
      const second = await api.call('GET', '/speakers', { as: READER, query: { limit: 3, page: 2 } });
      expect(second.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(3, 6));
    });

    it.each(['asc', 'desc'])('sorts by each sortable field %s', async (direction) => {
      for (const key of Object.keys(SPEAKER_SORT)) {
        const res = await api.call('GET', '/speakers', { as: READER, query: { limit: -1, sortBy: key, sortDesc: direction === 'desc' } });
        expect(res.status, key).toBe(200);
        const values: string[] = res.body.results.map((r: Record<string, string>) => r[key === 'credentials' ? 'degree' : key] ?? '');
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, key).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    });

    it('searches case-insensitively with wildcards taken literally, and fetches a batch by ids', async () => {
      const all = (await api.call('GET', '/speakers', { as: READER, query: { limit: -1 } })).body.results;
      const term = String(all[all.length - 1].firstName).slice(0, 4);
      const found = await api.call('GET', '/speakers', { as: READER, query: { searchQuery: term.toUpperCase(), limit: -1 } });
      expect(found.body.count).toBeGreaterThan(0);
      expect(found.body.count).toBeLessThan(50);
      for (const row of found.body.results) expect(JSON.stringify(row).toLowerCase()).toContain(term.toLowerCase());
      const none = await api.call('GET', '/speakers', { as: READER, query: { searchQuery: '%_' } });
      expect(none.body).toMatchObject({ results: [], count: 0 });
      const wanted = all.slice(0, 2).map((r: { id: number }) => r.id);
      const batch = await api.call('GET', '/speakers', { as: READER, query: { filters: { ids: wanted } } });
      expect(batch.body.results.map((r: { id: number }) => r.id).sort()).toEqual([...wanted].sort());
    });

    it('filters by events, CRM status, active and year', async () => {
      const [link] = await api.owner<{ event_id: number; speaker_id: number; year: number }>(sql`select es.event_id, es.speaker_id,
        extract(year from e.start_time)::int as year from event_speakers es join events e on e.id = es.event_id
        where es.tenant_id = 'demo' order by es.event_id limit 1`);
      const byEvent = await api.call('GET', '/speakers', { as: READER, query: { limit: -1, filters: { events: [link!.event_id] } } });
      expect(byEvent.body.results.map((r: { id: number }) => r.id)).toContain(link!.speaker_id);
      const expected = await api.owner<{ id: number }>(sql`select speaker_id as id from event_speakers where event_id = ${link!.event_id}`);
      expect(byEvent.body.count).toBe(expected.length);
      const eligible = await api.call('GET', '/speakers', { as: READER, query: { limit: -1, filters: { status: ['Eligible_vod'] } } });
      expect(eligible.body.count).toBeGreaterThan(0);
      expect(eligible.body.results.every((r: { crmStatus: string }) => r.crmStatus === 'Eligible_vod')).toBe(true);
      const inactive = await api.call('GET', '/speakers', { as: READER, query: { limit: -1, filters: { active: false } } });
      expect(inactive.body.count).toBe(2);
      expect(inactive.body.results.every((r: { active: boolean; status: string }) => !r.active && r.status === 'inactive')).toBe(true);
      const inYear = await api.call('GET', '/speakers', { as: READER, query: { limit: -1, filters: { year: link!.year } } });
      expect(inYear.body.results.map((r: { id: number }) => r.id)).toContain(link!.speaker_id);
      const farYear = await api.call('GET', '/speakers', { as: READER, query: { filters: { year: 1990 } } });
      expect(farYear.body.count).toBe(0);
    });

    it("never lists acme's speakers to demo, even asked by id", async () => {
      const acme = await idsOf('acme');
      const res = await api.call('GET', '/speakers', { as: READER, query: { filters: { ids: acme.slice(0, 5) } } });
      expect(res.body).toMatchObject({ results: [], count: 0 });
    });

    it('answers 400 to bad paging, sorting and filters', async () => {
      for (const [query, message] of [
        [{ filters: '{"ids":' }, 'filters must be JSON'],
        [{ filters: { ids: ['x'] } }, 'ids must be positive whole numbers'],
        [{ filters: { status: ['Active'] } }, 'status must be one of Eligible_vod, Expired_vod, Nominated_vod, Approved_vod'],
        [{ filters: { year: 20 } }, 'year must be a year between 1900 and 2100'],
        [{ page: 0 }, 'page must be 1 or more'],
        [{ limit: 5000 }, 'limit must be at most 1000'],
        [{ sortBy: 'password' }, `sortBy must be one of ${Object.keys(SPEAKER_SORT).join(', ')}`],
      ] as const) {
        const res = await api.call('GET', '/speakers', { as: READER, query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('answers 403 to a role without speaker:read', async () => {
      const role = await api.owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo' and role = 'sfc-compliance'`);
      await api.owner(sql`delete from role_permissions where role_id = ${only(role).id}
        and entity_id = (select id from entities where name = 'speaker')`);
      const res = await api.call('GET', '/speakers', { as: 'sfc-compliance@demo.test' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to read speaker');
      expect((await api.call('GET', '/speakers', { as: 'sfc-compliance@acme.test' })).status).toBe(200);
    });
  });

  describe('GET /speakers/:id', () => {
    it('answers one speaker; a missing or acme id 404; a bad id 400', async () => {
      const [id] = await idsOf('demo');
      const one = await api.call('GET', `/speakers/${id}`, { as: READER });
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(id);
      expect(Object.keys(one.body)).toEqual(expect.arrayContaining([...LOOKUP_KEYS, ...NEW_KEYS]));
      const [acmeId] = await idsOf('acme');
      for (const missing of [acmeId, 999999]) {
        const res = await api.call('GET', `/speakers/${missing}`, { as: READER });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(`Speaker ${missing} not found`);
      }
      for (const bad of ['abc', '0', '-3', '1.5']) {
        const res = await api.call('GET', `/speakers/${bad}`, { as: READER });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('id must be a positive whole number');
      }
    });

    it('lets a Speaker-role user read only their own record: any other id is 403', async () => {
      const { speaker_id: own } = await linked(SPEAKER);
      expect((await api.call('GET', `/speakers/${own}`, { as: SPEAKER })).body.id).toBe(own);
      const other = (await idsOf('demo')).find((id) => id !== own)!;
      const res = await api.call('GET', `/speakers/${other}`, { as: SPEAKER });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('A speaker can only reach their own speaker record');
    });

    it('hides the fields hidden from the role, under both of their names', async () => {
      const [id] = await idsOf('demo');
      const rep = await api.call('GET', `/speakers/${id}`, { as: FIELD_REP });
      expect(rep.body).toMatchObject({ email: null, phone: null });
      await api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
        values ('demo', 'speaker', 'marketing', 'hidden', '{degree}')
        on conflict do nothing`);
      const marketing = await api.call('GET', `/speakers/${id}`, { as: 'marketing@demo.test' });
      expect(marketing.body).toMatchObject({ degree: null, credentials: null });
      const sorted = await api.call('GET', '/speakers', { as: 'marketing@demo.test', query: { sortBy: 'credentials' } });
      expect(sorted.status).toBe(400);
    });
  });

  describe('POST, PUT and DELETE /speakers', () => {
    it('creates (201), updates and deletes (204) a speaker, each with an audit row', async () => {
      const made = await create({ email: 'ada@example.com', credentials: 'MD', crmStatus: 'Nominated_vod', zip: '60601' });
      expect(made).toMatchObject({
        firstName: 'Ada',
        credentials: 'MD',
        degree: 'MD',
        crmStatus: 'Nominated_vod',
        active: true,
        status: 'active',
      });
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker', entity_id: String(made.id), action: 'create' });
      const put = await api.call('PUT', `/speakers/${made.id}`, { as: ADMIN, body: { city: 'Boston', speakerType: 'Patient' } });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ firstName: 'Ada', city: 'Boston', speakerType: 'Patient' });
      expect((await lastAudit(api))[0]).toMatchObject({ action: 'update', changed_fields: ['city', 'speakerType'] });
      expect((await api.call('DELETE', `/speakers/${made.id}`, { as: ADMIN })).status).toBe(204);
      expect((await lastAudit(api))[0]).toMatchObject({ action: 'delete', entity_id: String(made.id) });
      expect((await api.call('GET', `/speakers/${made.id}`, { as: ADMIN })).status).toBe(404);
    });

    it("keeps a CRM-synced speaker's identity as the CRM sent it: a change is refused (422), the rest stays writable", async () => {
      const made = await create({ email: 'synced@example.com', veevaId: 'V-SYNC-1' });
      await expectNothingWritten(api, ['speakers'], async () => {
        const res = await api.call('PUT', `/speakers/${made.id}`, { as: ADMIN, body: { firstName: 'Augusta', city: 'Boston' } });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(`Speaker ${made.id} is synced from the CRM: firstName cannot be changed`);
      });
      const same = await api.call('PUT', `/speakers/${made.id}`, { as: ADMIN, body: { firstName: 'Ada', city: 'Boston' } });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ firstName: 'Ada', city: 'Boston' });
      // Not synced: every field is the tenant's.
      const local = await create();
      expect((await api.call('PUT', `/speakers/${local.id}`, { as: ADMIN, body: { firstName: 'Augusta' } })).status).toBe(200);
    });

    it('refuses bad input with 400 and the spec texts, writing nothing', async () => {
      for (const [body, message] of [
        [{ lastName: 'L', speakerType: 'HCP' }, 'First Name is required'],
        [{ firstName: 'F', lastName: ' ', speakerType: 'HCP' }, 'Last Name is required'],
        [{ firstName: 'F', lastName: 'L' }, 'Speaker Type is required'],
        [{ firstName: 'F', lastName: 'L', speakerType: 'HCP', email: 'nope' }, 'Should be a valid email address'],
        [{ firstName: 'F', lastName: 'L', speakerType: 'HCP', zip: '123' }, 'Zip code must be 5 digits'],
        [{ firstName: 'F', lastName: 'L', speakerType: 'HCP', avatarImgUrl: 'javascript:alert(1)' }, 'Avatar URL must be a valid URL'],
      ] as const) {
        await expectNothingWritten(api, ['speakers'], async () => {
          const res = await api.call('POST', '/speakers', { as: ADMIN, body });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(message);
        });
      }
    });

    it('creates a speaker with their login in one transaction; a refused login leaves no speaker', async () => {
      const email = `ada.login.${engine.name}@example.com`;
      const made = await create({ email, login: true });
      expect(made.login).toEqual({ message: 'Successfully created a new user', restored: false });
      const user = only(
        await api.owner<{ id: number; role: string; speaker_id: number }>(
          sql`select id, role, speaker_id from users where email = ${email}`,
        ),
      );
      expect(user).toMatchObject({ role: 'speaker', speaker_id: made.id });
      expect(made.userId).toBe(user.id);

      await expectNothingWritten(api, ['speakers', 'users'], async () => {
        const taken = await api.call('POST', '/speakers', {
          as: ADMIN,
          body: { firstName: 'B', lastName: 'C', speakerType: 'HCP', email, login: true },
        });
        expect(taken).toMatchObject({
          status: 409,
          body: { message: `User with email ${email} already exists`, fields: { email: `User with email ${email} already exists` } },
        });
        const noEmail = await api.call('POST', '/speakers', {
          as: ADMIN,
          body: { firstName: 'B', lastName: 'C', speakerType: 'HCP', login: true },
        });
        expect(noEmail).toMatchObject({ status: 400, body: { message: 'Email is required to create a login' } });
      });
    });

    it("refuses another tenant's region with 422, writing nothing", async () => {
      const acmeRegion = only(await api.owner<{ id: number }>(sql`select id from regions where tenant_id = 'acme' order by id limit 1`));
      const [own] = await idsOf('demo');
      await expectNothingWritten(api, ['speakers'], async () => {
        const created = await api.call('POST', '/speakers', {
          as: ADMIN,
          body: { firstName: 'F', lastName: 'L', speakerType: 'HCP', regionId: acmeRegion.id },
        });
        expect(created).toMatchObject({ status: 422, body: { message: `Region ${acmeRegion.id} not found` } });
        const updated = await api.call('PUT', `/speakers/${own}`, { as: ADMIN, body: { regionId: acmeRegion.id } });
        expect(updated).toMatchObject({ status: 422, body: { message: `Region ${acmeRegion.id} not found` } });
      });
    });

    it('lets a Speaker-role user edit their own record only; readers may not write', async () => {
      const { speaker_id: own } = await linked(SPEAKER);
      const mine = await api.call('PUT', `/speakers/${own}`, { as: SPEAKER, body: { institution: 'Own Clinic' } });
      expect(mine.status).toBe(200);
      expect(mine.body.institution).toBe('Own Clinic');
      const other = (await idsOf('demo')).find((id) => id !== own)!;
      await expectNothingWritten(api, ['speakers'], async () => {
        expect((await api.call('PUT', `/speakers/${other}`, { as: SPEAKER, body: { institution: 'X' } })).status).toBe(403);
        expect((await api.call('PUT', `/speakers/${other}`, { as: READER, body: { institution: 'X' } })).status).toBe(403);
        expect((await api.call('DELETE', `/speakers/${other}`, { as: SPEAKER })).status).toBe(403);
      });
      const [acmeId] = await idsOf('acme');
      expect((await api.call('PUT', `/speakers/${acmeId}`, { as: ADMIN, body: { institution: 'X' } })).status).toBe(404);
      expect((await api.call('DELETE', `/speakers/${acmeId}`, { as: ADMIN })).status).toBe(404);
    });
  });

  describe('inactivate and reactivate', () => {
    it("inactivates a speaker, whose user then gets 403 'Speaker {id} is inactive', and reactivates", async () => {
      const { speaker_id: own } = await linked(SPEAKER);
      const token = await api.token(SPEAKER);
      const off = await api.call('POST', `/speakers/${own}/inactivate`, { as: ADMIN });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ active: false, status: 'inactive' });
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker', action: 'inactivate' });
      const refused = await api.call('GET', `/speakers/${own}`, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(`Speaker ${own} is inactive`);
      const on = await api.call('POST', `/speakers/${own}/reactivate`, { as: ADMIN });
      expect(on.body).toMatchObject({ active: true, status: 'active' });
      expect((await api.call('POST', `/speakers/999999/reactivate`, { as: ADMIN })).status).toBe(404);
      expect((await api.call('POST', `/speakers/${own}/inactivate`, { as: READER })).status).toBe(403);
    });
  });

  describe('GET /speakers/speaker-events', () => {
    it("answers the speaker's events; a field rep must own one of them", async () => {
      const [link] = await api.owner<{ speaker_id: number; field_rep_id: number }>(sql`select es.speaker_id, e.field_rep_id
        from event_speakers es join events e on e.id = es.event_id where es.tenant_id = 'demo' and e.field_rep_id is not null limit 1`);
      const all = await api.call('GET', '/speakers/speaker-events', { as: READER, query: { speakerId: link!.speaker_id } });
      expect(all.status).toBe(200);
      const expected = await api.owner(sql`select event_id from event_speakers where speaker_id = ${link!.speaker_id}`);
      expect(all.body).toHaveLength(expected.length);
      expect(Object.keys(all.body[0]).sort()).toEqual(['id', 'shortName', 'startTime', 'status', 'title', 'zone']);
      const { field_rep_id: rep } = await linked(FIELD_REP);
      const [foreign] = await api.owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'demo' and not exists
        (select 1 from event_speakers es join events e on e.id = es.event_id where es.speaker_id = s.id and e.field_rep_id = ${rep}) limit 1`);
      const refused = await api.call('GET', '/speakers/speaker-events', { as: FIELD_REP, query: { speakerId: foreign!.id } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You are not assigned to any of the speaker events');
      const [mine] = await api.owner<{
        id: number;
      }>(sql`select es.speaker_id as id from event_speakers es join events e on e.id = es.event_id
        where e.field_rep_id = ${rep} limit 1`);
      const own = await api.call('GET', '/speakers/speaker-events', { as: FIELD_REP, query: { speakerId: mine!.id } });
      expect(own.status).toBe(200);
      expect(own.body.length).toBeGreaterThan(0);
      expect((await api.call('GET', '/speakers/speaker-events', { as: READER, query: { speakerId: 'x' } })).status).toBe(400);
    });

    it("answers each event's zone: an event at 23:30 on its zone's clock is that day there, the next in UTC", async () => {
      const [link] = await api.owner<{ speaker_id: number; event_id: number }>(sql`select speaker_id, event_id from event_speakers
        where tenant_id = 'demo' order by event_id limit 1`);
      await api.owner(sql`update events set zone = 'US/Pacific', start_time = '2031-06-10 23:30'::timestamp at time zone 'US/Pacific'
        where id = ${link!.event_id}`);
      const res = await api.call('GET', '/speakers/speaker-events', { as: ADMIN, query: { speakerId: link!.speaker_id } });
      expect(res.body.find((e: { id: number }) => e.id === link!.event_id)).toMatchObject({
        startTime: '2031-06-11T06:30:00.000Z',
        zone: 'US/Pacific',
      });
      // The blackout check takes the same day: June 10 conflicts, June 11 (the UTC day) does not.
      const day = (date: string) =>
        api.call('POST', `/blackout-dates/speaker/${link!.speaker_id}`, { as: ADMIN, body: { blackoutDates: [date] } });
      expect((await day('2031-06-10')).body.message).toBe('Unable to set blackout date with conflicting event');
      expect((await day('2031-06-11')).status).toBe(201);
    });
  });
});
