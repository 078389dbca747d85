import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, useApi } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';
const SPEAKER = 'speaker@demo.test';

// Beyond the spec: the contracts of a page of speakers (or by contract id) in one call, and contract files
// attached from an upload in the contract's own write.
describe.each(ENGINES)('contracts of many speakers on $name', (engine) => {
  const api = useApi(engine);
  const own = async () => only(await api.owner<{ id: number }>(sql`select speaker_id as id from users where email = ${SPEAKER}`)).id;
  const withContracts = () =>
    api.owner<{ id: number; speakerId: number }>(
      sql`select id, speaker_id as "speakerId" from contracts where tenant_id = 'demo' order by id limit 3`,
    );

  it('answers the contracts of several speakers, or of several contract ids, in one call', async () => {
    const rows = await withContracts();
    const bySpeaker = await api.call('GET', `/contract?speakerIds=${rows.map((r) => r.speakerId).join(',')}`, { as: ADMIN });
    expect(bySpeaker.status).toBe(200);
    expect(bySpeaker.body.results.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    const byId = await api.call('GET', `/contract?ids=${rows.map((r) => r.id).join(',')}`, { as: ADMIN });
    expect(byId.body.results.map((c: { id: number }) => c.id)).toEqual(rows.map((r) => r.id));
    const acme = only(await api.owner<{ id: number }>(sql`select id from contracts where tenant_id = 'acme' order by id limit 1`));
    expect((await api.call('GET', `/contract?ids=${acme.id}`, { as: ADMIN })).body.results).toEqual([]);
    const none = await api.call('GET', '/contract', { as: ADMIN });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Send speakerIds or ids');
  });

  it("refuses a Speaker-role user another speaker's contracts (403), and answers their own", async () => {
    const mine = await own();
    expect((await api.call('GET', `/contract?speakerIds=${mine}`, { as: SPEAKER })).status).toBe(200);
    const [other] = (await withContracts()).filter((r) => r.speakerId !== mine);
    const refused = await api.call('GET', `/contract?speakerIds=${mine},${other!.speakerId}`, { as: SPEAKER });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('A speaker can only reach their own speaker record');
    expect((await api.call('GET', `/contract?ids=${other!.id}`, { as: SPEAKER })).status).toBe(403);
  });

  it('refuses a contract file that is not an upload of the tenant (422) and writes nothing', async () => {
    const { speakerId } = (await withContracts())[0]!;
    await expectNothingWritten(api, ['contracts', 'attachments'], async () => {
      for (const url of [
        '/files/acme/protected/0a0a.pdf',
        '/files/demo/public/0a0a.png',
        '/files/demo/protected/0a0a.pdf',
        'https://example.com/x.pdf',
      ]) {
        const res = await api.call('POST', '/contract', {
          as: ADMIN,
          body: { speakerId, name: 'N', type: 'individual', w9File: { url, fileName: 'w9.pdf' } },
        });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('The W9 file must be a file uploaded to protected-s3-upload');
      }
    });
  });
});
