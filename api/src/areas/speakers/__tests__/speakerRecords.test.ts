import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const SPEAKER = 'speaker@demo.test';
const ADDRESS = { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' };

describe.each(ENGINES)('speaker records on $name', (engine) => {
  const api = useApi(engine);
  const own = async () => only(await api.owner<{ id: number }>(sql`select speaker_id as id from users where email = ${SPEAKER}`)).id;
  const other = async () =>
    only(
      await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' and id <> ${await own()} order by id limit 1`),
    ).id;
  const acme = async () =>
    only(await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'acme' order by id limit 1`)).id;

  it("answers a path whose id the client left unset in the spec's words (spec 001 §8); another bad id as every route does", async () => {
    for (const unset of ['undefined', 'null']) {
      for (const [method, url, body, message] of [
        ['PUT', `/speakers/${unset}`, { firstName: 'Pat' }, 'Cannot update speaker without an ID'],
        ['GET', `/blackout-dates/speaker/${unset}`, undefined, 'Unable to add/fetch blackout dates without a speaker ID'],
        [
          'POST',
          `/blackout-dates/speaker/${unset}`,
          { blackoutDates: ['2032-03-01'] },
          'Unable to add/fetch blackout dates without a speaker ID',
        ],
        ['DELETE', `/contract/${unset}`, undefined, 'Contract ID required for deletion'],
      ] as const) {
        const refused = await api.call(method, url, { as: ADMIN, body });
        expect(refused, `${method} ${url}`).toEqual({ status: 400, body: expect.objectContaining({ message }) });
      }
    }
    expect((await api.call('DELETE', '/contract/abc', { as: ADMIN })).body.message).toBe('id must be a positive whole number');
  });

  describe('contract address', () => {
    it('creates (201), reads and updates it, answering a success boolean, with audit rows', async () => {
      const id = await other();
      await api.owner(sql`delete from contract_addresses where speaker_id = ${id}`);
      expect((await api.call('GET', `/speakers/${id}/contract-address`, { as: ADMIN })).body).toBeNull();
      const made = await api.call('POST', `/speakers/${id}/contract-address`, { as: ADMIN, body: ADDRESS });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ success: true });
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'contract_address', action: 'create' });
      const again = await api.call('POST', `/speakers/${id}/contract-address`, { as: ADMIN, body: ADDRESS });
      expect(again.status).toBe(409);
      const put = await api.call('PUT', `/speakers/contract-address/${made.body.id}`, { as: ADMIN, body: { ...ADDRESS, city: 'Boston' } });
      expect(put.body).toEqual({ success: true, id: made.body.id });
      const read = await api.call('GET', `/speakers/${id}/contract-address`, { as: ADMIN });
      expect(read.body).toMatchObject({ ...ADDRESS, city: 'Boston', speakerId: id });
    });

    it('refuses bad addresses with the spec texts and writes nothing', async () => {
      const id = await other();
      for (const [body, message] of [
        [{ ...ADDRESS, address: ' ' }, 'Address cannot be empty'],
        [{ ...ADDRESS, city: '' }, 'City cannot be empty'],
        [{ ...ADDRESS, state: '' }, 'State cannot be empty'],
        [{ ...ADDRESS, zip: '' }, 'Zip cannot be empty'],
        [{ ...ADDRESS, zip: '1234' }, 'Zip code must be 5 digits'],
      ] as const) {
        await expectNothingWritten(api, ['contract_addresses'], async () => {
          const res = await api.call('POST', `/speakers/${id}/contract-address`, { as: ADMIN, body });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(message);
        });
      }
      expect((await api.call('GET', `/speakers/${await acme()}/contract-address`, { as: ADMIN })).status).toBe(404);
      expect((await api.call('GET', `/speakers/${id}/contract-address`, { as: SPEAKER })).status).toBe(403);
    });
  });

  describe('blackout dates', () => {
    it('adds dates (201) and deletes one (204), each with an audit row; a speaker manages their own', async () => {
      const id = await own();
      const added = await api.call('POST', `/blackout-dates/speaker/${id}`, {
        as: SPEAKER,
        body: { blackoutDates: ['2032-03-01', '2032-03-02'] },
      });
      expect(added.status).toBe(201);
      expect(added.body.map((d: { blackoutDate: string }) => d.blackoutDate)).toEqual(['2032-03-01', '2032-03-02']);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_blackout_date', action: 'create' });
      const list = await api.call('GET', `/blackout-dates/speaker/${id}`, { as: SPEAKER });
      expect(list.body.map((d: { blackoutDate: string }) => d.blackoutDate)).toEqual(expect.arrayContaining(['2032-03-01', '2032-03-02']));
      expect((await api.call('DELETE', `/blackout-dates/${added.body[0].id}`, { as: SPEAKER })).status).toBe(204);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_blackout_date', action: 'delete' });
      const gone = await api.call('DELETE', `/blackout-dates/${added.body[0].id}`, { as: SPEAKER });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('Unable to find blackout date to delete');
    });

    it("refuses a day with an event of that speaker with 'Unable to set blackout date with conflicting event'", async () => {
      const [event] = await api.owner<{ speaker_id: number; day: string }>(sql`select es.speaker_id,
        (e.start_time at time zone e.zone)::date::text as day from event_speakers es join events e on e.id = es.event_id
        where es.tenant_id = 'demo' limit 1`);
      await expectNothingWritten(api, ['speaker_blackout_dates'], async () => {
        const res = await api.call('POST', `/blackout-dates/speaker/${event!.speaker_id}`, {
          as: ADMIN,
          body: { blackoutDates: ['2033-01-01', event!.day] },
        });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Unable to set blackout date with conflicting event');
      });
    });

    it("refuses another speaker's dates to a speaker (403), bad dates (400) and another tenant's speaker (404)", async () => {
      const stranger = await other();
      await expectNothingWritten(api, ['speaker_blackout_dates'], async () => {
        expect((await api.call('GET', `/blackout-dates/speaker/${stranger}`, { as: SPEAKER })).status).toBe(403);
        const post = await api.call('POST', `/blackout-dates/speaker/${stranger}`, {
          as: SPEAKER,
          body: { blackoutDates: ['2032-05-01'] },
        });
        expect(post.status).toBe(403);
        const [theirs] = await api.owner<{ id: number }>(
          sql`select id from speaker_blackout_dates where tenant_id = 'demo' and speaker_id <> ${await own()} limit 1`,
        );
        expect((await api.call('DELETE', `/blackout-dates/${theirs!.id}`, { as: SPEAKER })).status).toBe(403);
        for (const blackoutDates of [[], ['2032-02-30'], ['tomorrow']]) {
          const res = await api.call('POST', `/blackout-dates/speaker/${stranger}`, { as: ADMIN, body: { blackoutDates } });
          expect(res.status).toBe(400);
        }
        expect(
          (await api.call('POST', `/blackout-dates/speaker/${await acme()}`, { as: ADMIN, body: { blackoutDates: ['2032-05-01'] } }))
            .status,
        ).toBe(404);
        expect(
          (await api.call('POST', `/blackout-dates/speaker/${stranger}`, { as: READER, body: { blackoutDates: ['2032-05-01'] } })).status,
        ).toBe(403);
      });
    });
  });

  describe('contracts', () => {
    it('creates (201), lists, patches and deletes (204) a contract, with audit rows', async () => {
      const speakerId = await other();
      const made = await api.call('POST', '/contract', {
        as: ADMIN,
        body: {
          speakerId,
          name: 'Agreement',
          type: 'individual',
          signedDate: '2026-02-01',
          startDate: '2026-02-02',
          endDate: '2027-02-01',
        },
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        speakerId,
        name: 'Agreement',
        type: 'individual',
        signedDate: '2026-02-01',
        contractResource: null,
      });
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'contract', action: 'create' });
      const list = await api.call('GET', `/contract/speaker/${speakerId}`, { as: ADMIN });
      expect(list.body.map((c: { id: number }) => c.id)).toContain(made.body.id);
      const patched = await api.call('PATCH', `/contract/${made.body.id}`, { as: ADMIN, body: { type: 'organization' } });
      expect(patched.body).toMatchObject({ name: 'Agreement', type: 'organization' });
      expect((await api.call('DELETE', `/contract/${made.body.id}`, { as: ADMIN })).status).toBe(204);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'contract', action: 'delete' });
      expect((await api.call('DELETE', `/contract/${made.body.id}`, { as: ADMIN })).status).toBe(404);
    });

    it('links and deletes a contract file', async () => {
      const speakerId = await other();
      const { id: fileId } = only(
        await api.owner<{ id: number }>(sql`insert into attachments (tenant_id, kind, file_name, content_type, size, storage_key)
          values ('demo', 'slide-deck', 'contract.pdf', 'application/pdf', 3, 'demo/probe') returning id`),
      );
      const made = await api.call('POST', '/contract', {
        as: ADMIN,
        body: { speakerId, name: 'With file', type: 'individual', contractResourceId: fileId },
      });
      expect(made.body.contractResource).toMatchObject({ id: fileId, fileName: 'contract.pdf', extension: 'pdf' });
      expect((await api.call('DELETE', `/contract/attachment/${fileId}`, { as: ADMIN })).status).toBe(204);
      const after = await api.call('GET', `/contract/speaker/${speakerId}`, { as: ADMIN });
      expect(after.body.find((c: { id: number }) => c.id === made.body.id)).toMatchObject({
        contractResourceId: null,
        contractResource: null,
      });
      expect((await api.call('DELETE', `/contract/attachment/${fileId}`, { as: ADMIN })).status).toBe(404);
    });

    it("deletes a contract's files with it, and a replaced file with the change; a slide deck named by id stays", async () => {
      const speakerId = await other();
      const file = async (kind: string, name: string) =>
        only(
          await api.owner<{ id: number }>(sql`insert into attachments (tenant_id, kind, file_name, content_type, size, storage_key)
            values ('demo', ${kind}, ${name}, 'application/pdf', 3, ${`demo/${name}`}) returning id`),
        ).id;
      const [first, second, w9, deck] = [
        await file('contract', 'a.pdf'),
        await file('contract', 'b.pdf'),
        await file('contract', 'w9.pdf'),
        await file('slide-deck', 'deck.pdf'),
      ];
      const left = async (ids: number[]) =>
        (await api.owner<{ id: number }>(sql`select id from attachments where id = any(${sql.param(ids)}::int[]) order by id`)).map(
          (r) => r.id,
        );
      const made = await api.call('POST', '/contract', {
        as: ADMIN,
        body: { speakerId, name: 'Files', type: 'individual', contractResourceId: first, w9ResourceId: w9 },
      });
      expect(made.status).toBe(201);
      expect((await api.call('PATCH', `/contract/${made.body.id}`, { as: ADMIN, body: { contractResourceId: second } })).status).toBe(200);
      expect(await left([first, second, w9])).toEqual([second, w9]);
      expect((await api.call('PATCH', `/contract/${made.body.id}`, { as: ADMIN, body: { contractResourceId: deck } })).status).toBe(200);
      expect((await api.call('DELETE', `/contract/${made.body.id}`, { as: ADMIN })).status).toBe(204);
      expect(await left([second, w9, deck])).toEqual([deck]);
    });

    it('refuses bad contracts (400), missing files (422), other tenants (404) and roles without the grant (403)', async () => {
      const speakerId = await other();
      await expectNothingWritten(api, ['contracts'], async () => {
        for (const [body, message] of [
          [{ speakerId, type: 'individual' }, 'Contract Name is required'],
          [{ speakerId, name: 'N' }, 'Contract Type is required'],
          [{ speakerId, name: 'N', type: 'individual', endDate: '2026-13-01' }, 'End Date must be a date YYYY-MM-DD'],
        ] as const) {
          const res = await api.call('POST', '/contract', { as: ADMIN, body });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(message);
        }
        const missing = await api.call('POST', '/contract', {
          as: ADMIN,
          body: { speakerId, name: 'N', type: 'individual', w9ResourceId: 999999 },
        });
        expect(missing.status).toBe(422);
        expect(
          (await api.call('POST', '/contract', { as: ADMIN, body: { speakerId: await acme(), name: 'N', type: 'individual' } })).status,
        ).toBe(404);
        expect((await api.call('POST', '/contract', { as: READER, body: { speakerId, name: 'N', type: 'individual' } })).status).toBe(403);
        expect((await api.call('GET', `/contract/speaker/${speakerId}`, { as: SPEAKER })).status).toBe(403);
      });
    });
  });
});
