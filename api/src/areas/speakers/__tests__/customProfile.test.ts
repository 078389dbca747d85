import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const SYSADMIN = 'system-admin@demo.test';
const ADMIN = 'admin@demo.test';
const SPEAKER = 'speaker@demo.test';
const FIELD_REP = 'field-rep@demo.test';

interface Group {
  groupId: number;
  groupName: string;
  disabled: boolean;
  fields: { fieldId: number; fieldName: string; fieldType: string; valueId: number | null; value: string | null }[];
}

describe.each(ENGINES)('custom profile on $name', (engine) => {
  const api = useApi(engine);
  const own = async () => only(await api.owner<{ id: number }>(sql`select speaker_id as id from users where email = ${SPEAKER}`)).id;
  /** A demo speaker with no values and no login (the seed gives every fifth speaker values). */
  const plain = async () =>
    only(
      await api.owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'demo' and s.user_id is null
        and not exists (select 1 from speaker_profile_field_data d where d.speaker_id = s.id) order by s.id limit 1`),
    ).id;
  const fieldId = async (name: string) =>
    only(await api.owner<{ id: number }>(sql`select id from speaker_profile_fields where tenant_id = 'demo' and field_name = ${name}`)).id;
  const groupId = async (name: string) =>
    only(await api.owner<{ id: number }>(sql`select id from speaker_profile_groups where tenant_id = 'demo' and group_name = ${name}`)).id;
  const profile = async (as: string, speakerId: number) =>
    (await api.call('GET', `/custom-profile/speaker/${speakerId}`, { as })).body as Group[];

  describe('a speaker’s groups, fields and values', () => {
    it('answers the groups in weight order with their fields and values, less what the role may not see', async () => {
      const id = await own();
      const admin = await profile(ADMIN, id);
      expect(admin.map((g) => g.groupName)).toEqual([
        'Attachments',
        'Speaker Bio',
        'Travel Preferences',
        'Preferred Speaking Days',
        'Internal Notes',
      ]);
      const travel = admin.find((g) => g.groupName === 'Travel Preferences')!;
      expect(travel.fields.map((f) => f.fieldName)).toEqual(['Home Airport', 'Seat Preference', 'Frequent Flyer Number', 'Needs Hotel']);
      expect(travel.fields[0]).toMatchObject({ fieldType: 'text', value: 'ORD' });
      expect(travel.disabled).toBe(false);

      // The speaker does not see the internal group; the field rep not the frequent flyer number, and travel is disabled.
      expect((await profile(SPEAKER, id)).map((g) => g.groupName)).not.toContain('Internal Notes');
      const rep = await profile(FIELD_REP, id);
      const repTravel = rep.find((g) => g.groupName === 'Travel Preferences')!;
      expect(repTravel.disabled).toBe(true);
      expect(repTravel.fields.map((f) => f.fieldName)).not.toContain('Frequent Flyer Number');
      expect(JSON.stringify(rep)).not.toContain('FF100000');
    });

    it('refuses a speaker another speaker’s profile (403) and answers 404 for another tenant’s speaker', async () => {
      const acme = only(await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'acme' order by id limit 1`)).id;
      expect((await api.call('GET', `/custom-profile/speaker/${await plain()}`, { as: SPEAKER })).status).toBe(403);
      expect((await api.call('GET', `/custom-profile/speaker/${acme}`, { as: ADMIN })).status).toBe(404);
      const acmeGroup = only(
        await api.owner<{ id: number }>(sql`select id from speaker_profile_groups where tenant_id = 'acme' order by id limit 1`),
      ).id;
      await expectNothingWritten(api, ['speaker_profile_groups', 'liaison_speakers'], async () => {
        expect((await api.call('PUT', `/custom-profile/group/${acmeGroup}`, { as: SYSADMIN, body: { weight: 9 } })).status).toBe(404);
        expect((await api.call('DELETE', `/custom-profile/${acme}/liaison`, { as: ADMIN })).status).toBe(404);
      });
    });
  });

  describe('value records', () => {
    it('creates (201) and replaces a value per field, typed by the field, with audit rows', async () => {
      const id = await own();
      const airport = await fieldId('Home Airport');
      await api.owner(sql`delete from speaker_profile_field_data where speaker_id = ${id} and field_id = ${airport}`);
      const made = await api.call('POST', '/custom-profile', { as: SPEAKER, body: { speakerId: id, fieldId: airport, value: 'BOS' } });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ speakerId: id, fieldId: airport, value: 'BOS' });
      expect((await lastAudit(api))[0]).toMatchObject({
        entity: 'speaker_profile_field_data',
        action: 'create',
        entity_id: String(made.body.id),
      });
      const again = await api.call('POST', '/custom-profile', { as: SPEAKER, body: { speakerId: id, fieldId: airport, value: 'LGA' } });
      expect(again.body).toMatchObject({ id: made.body.id, value: 'LGA' });
      expect((await lastAudit(api))[0]).toMatchObject({ action: 'update' });

      // Several at once (a card's changed fields): a boolean is stored as '1' or '0'.
      const many = await api.call('POST', '/custom-profile', {
        as: SPEAKER,
        body: [
          { speakerId: id, fieldId: await fieldId('Needs Hotel'), value: false },
          { speakerId: id, fieldId: await fieldId('Monday'), value: true },
        ],
      });
      expect(many.status).toBe(201);
      expect(many.body.map((r: { value: string }) => r.value)).toEqual(['0', '1']);
      const put = await api.call('PUT', '/custom-profile', { as: SPEAKER, body: [{ id: many.body[1].id, value: '0' }] });
      expect(put.body).toEqual([{ id: many.body[1].id, speakerId: id, fieldId: await fieldId('Monday'), value: '0' }]);
      // The spec's whole value record (id, speakerId, fieldId, value) is taken back as read; another owner is refused.
      const record = put.body[0];
      const whole = await api.call('PUT', '/custom-profile', { as: SPEAKER, body: { ...record, value: '1' } });
      expect(whole.body).toEqual({ ...record, value: '1' });
      const moved = await api.call('PUT', '/custom-profile', { as: SPEAKER, body: { ...record, fieldId: await fieldId('Needs Hotel') } });
      expect(moved.status).toBe(422);
      expect(moved.body.message).toBe(
        `Custom profile value ${record.id} is another speaker's or field's: its speakerId and fieldId cannot change`,
      );
      expect((await api.call('DELETE', `/custom-profile/${many.body[1].id}`, { as: SPEAKER })).status).toBe(204);
      const monday = (await profile(SPEAKER, id)).flatMap((g) => g.fields).find((f) => f.fieldName === 'Monday');
      expect(monday).toMatchObject({ valueId: null, value: null });
    });

    it('refuses a value that does not fit its field with a message naming it, and writes nothing', async () => {
      const id = await plain();
      for (const [field, value, message] of [
        ['Annual Cap (USD)', 'lots', 'Annual Cap (USD) must be a number'],
        ['Last Reviewed', '2026-02-30', 'Last Reviewed must be a date YYYY-MM-DD'],
        ['Needs Hotel', 'yes', 'Needs Hotel must be 1 or 0'],
        ['Curriculum Vitae', 'javascript:alert(1)', 'Curriculum Vitae must be the URL of an uploaded file'],
        [
          'Curriculum Vitae',
          '/files/acme/protected/1b4e28ba-2fa1-11d2-883f-0016d3cca427.pdf',
          'Curriculum Vitae must be the URL of an uploaded file',
        ],
        ['Home Airport', 'x'.repeat(1001), 'Home Airport must be at most 1000 characters'],
      ] as const) {
        await expectNothingWritten(api, ['speaker_profile_field_data'], async () => {
          const res = await api.call('POST', '/custom-profile', {
            as: ADMIN,
            body: { speakerId: id, fieldId: await fieldId(field), value },
          });
          expect(res.status, field).toBe(400);
          expect(res.body.message).toBe(message);
        });
      }
      await expectNothingWritten(api, ['speaker_profile_field_data'], async () => {
        const res = await api.call('POST', '/custom-profile', { as: ADMIN, body: { speakerId: id, fieldId: 2_000_000_000, value: 'x' } });
        expect(res.status).toBe(404);
        // A record of the wrong shape, alone or in an array, is named by its first problem.
        const shape = await api.call('POST', '/custom-profile', { as: ADMIN, body: { speakerId: id, fieldId: 1 } });
        expect(shape.body.message).toBe('value must be text, a number, true, false or null');
        const item = await api.call('POST', '/custom-profile', { as: ADMIN, body: [{ speakerId: id, value: 'x' }] });
        expect(item.body.message).toBe('0.fieldId: id must be a positive whole number');
      });
    });

    it('refuses writes to a field hidden from the role or in a group disabled for it (403), and another speaker’s record', async () => {
      const id = await own();
      await expectNothingWritten(api, ['speaker_profile_field_data'], async () => {
        const hidden = await api.call('POST', '/custom-profile', {
          as: SPEAKER,
          body: { speakerId: id, fieldId: await fieldId('Compliance Notes'), value: 'mine' },
        });
        expect(hidden).toMatchObject({ status: 403, body: { message: 'The field Compliance Notes is not available to your role' } });
        const other = await api.call('POST', '/custom-profile', {
          as: SPEAKER,
          body: { speakerId: await plain(), fieldId: await fieldId('Home Airport'), value: 'SFO' },
        });
        expect(other.status).toBe(403);
      });
      const travel = await groupId('Travel Preferences');
      await api.call('PUT', `/custom-profile/group/${travel}`, { as: SYSADMIN, body: { disabledUserRoles: ['speaker'] } });
      await expectNothingWritten(api, ['speaker_profile_field_data'], async () => {
        const disabled = await api.call('POST', '/custom-profile', {
          as: SPEAKER,
          body: { speakerId: id, fieldId: await fieldId('Seat Preference'), value: 'Aisle' },
        });
        expect(disabled).toMatchObject({ status: 403, body: { message: 'The field Seat Preference cannot be changed by your role' } });
      });
      expect((await profile(SPEAKER, id)).find((g) => g.groupName === 'Travel Preferences')?.disabled).toBe(true);
      await api.call('PUT', `/custom-profile/group/${travel}`, { as: SYSADMIN, body: { disabledUserRoles: ['marketing', 'field-rep'] } });
    });

    it('lists the speaker’s files as attachments', async () => {
      const id = await plain();
      const url = '/files/demo/protected/1b4e28ba-2fa1-11d2-883f-0016d3cca427.pdf';
      await api.call('POST', '/custom-profile', {
        as: ADMIN,
        body: { speakerId: id, fieldId: await fieldId('Curriculum Vitae'), value: url },
      });
      const list = await api.call('GET', `/custom-profile/speaker/${id}/attachments`, { as: ADMIN });
      expect(list.body).toEqual([
        expect.objectContaining({
          fieldName: 'Curriculum Vitae',
          groupName: 'Attachments',
          fileUrl: url,
          // Uploaded before names were kept (no upload_names row): the field's name, never the uuid (issue 28 #20).
          fileName: 'Curriculum Vitae.pdf',
        }),
      ]);
    });

    it('removes an attachment for Admin, Speaker, System Admin and Speaker Liaison only (403 for others), with audit rows', async () => {
      const id = await own();
      const cv = await fieldId('Curriculum Vitae');
      const url = '/files/demo/protected/1b4e28ba-2fa1-11d2-883f-0016d3cca427.pdf';
      const attach = async () =>
        (await api.call('POST', '/custom-profile', { as: ADMIN, body: { speakerId: id, fieldId: cv, value: url } })).body as {
          id: number;
        };
      const attachments = async () => (await api.call('GET', `/custom-profile/speaker/${id}/attachments`, { as: ADMIN })).body as unknown[];

      // Other roles: neither a DELETE nor a value cleared to null removes it (the portal admin has the delete grant).
      const record = await attach();
      await expectNothingWritten(api, ['speaker_profile_field_data'], async () => {
        for (const as of ['client-speaker-portal-admin@demo.test', 'marketing@demo.test']) {
          expect((await api.call('DELETE', `/custom-profile/${record.id}`, { as })).status, as).toBe(403);
        }
        const cleared = await api.call('PUT', '/custom-profile', {
          as: 'client-speaker-portal-admin@demo.test',
          body: { id: record.id, value: null },
        });
        expect(cleared).toMatchObject({ status: 403, body: { message: 'Your role cannot remove the attachment Curriculum Vitae' } });
        const posted = await api.call('POST', '/custom-profile', {
          as: 'client-speaker-portal-admin@demo.test',
          body: { speakerId: id, fieldId: cv, value: null },
        });
        expect(posted.status).toBe(403);
      });
      expect(await attachments()).toHaveLength(1);

      // The spec's four roles remove it: a DELETE, or the profile's Save with the value cleared.
      for (const as of [ADMIN, SPEAKER, SYSADMIN, 'speaker-liaison@demo.test']) {
        const again = await attach();
        expect((await api.call('DELETE', `/custom-profile/${again.id}`, { as })).status, as).toBe(204);
        expect((await lastAudit(api))[0]).toMatchObject({
          entity: 'speaker_profile_field_data',
          action: 'delete',
          entity_id: String(again.id),
        });
        expect(await attachments()).toEqual([]);
      }
      const last = await attach();
      const saved = await api.call('POST', '/custom-profile', { as: SPEAKER, body: [{ speakerId: id, fieldId: cv, value: null }] });
      expect(saved.status).toBe(201);
      expect((await lastAudit(api))[0]).toMatchObject({
        entity: 'speaker_profile_field_data',
        action: 'update',
        entity_id: String(last.id),
      });
      expect(await attachments()).toEqual([]);
    });
  });

  describe('configuration (system admin)', () => {
    it('adds a group with the next weight and a field, renames and deletes them, with audit rows', async () => {
      const fields = await api.call('GET', '/custom-profile/fields', { as: SYSADMIN });
      const weights = fields.body.map((g: { groupWeight: number }) => g.groupWeight);
      const group = await api.call('POST', '/custom-profile/group', {
        as: SYSADMIN,
        body: { groupName: 'Dietary Needs', hiddenUserRoles: ['field-rep'] },
      });
      expect(group.status).toBe(201);
      expect(group.body).toMatchObject({
        groupName: 'Dietary Needs',
        groupWeight: Math.max(...weights) + 1,
        hiddenUserRoles: ['field-rep'],
        locked: false,
      });
      const field = await api.call('POST', '/custom-profile/field', {
        as: SYSADMIN,
        body: { groupId: group.body.groupId, fieldName: 'Allergies', fieldType: 'textarea' },
      });
      expect(field).toMatchObject({ status: 201, body: { fieldName: 'Allergies', fieldType: 'textarea', fieldWeight: 1 } });
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_profile_field', action: 'create' });
      const renamed = await api.call('PUT', `/custom-profile/group/${group.body.groupId}`, { as: SYSADMIN, body: { groupName: 'Diet' } });
      expect(renamed.body.groupName).toBe('Diet');
      const moved = await api.call('PUT', `/custom-profile/field/${field.body.fieldId}`, {
        as: SYSADMIN,
        body: { weight: 5, fieldType: 'text' },
      });
      expect(moved.body).toMatchObject({ fieldWeight: 5, fieldType: 'text' });
      expect((await profile(FIELD_REP, await own())).map((g) => g.groupName)).not.toContain('Diet');
      expect((await api.call('DELETE', `/custom-profile/field/${field.body.fieldId}`, { as: SYSADMIN })).status).toBe(204);
      expect((await api.call('DELETE', `/custom-profile/group/${group.body.groupId}`, { as: SYSADMIN })).status).toBe(204);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_profile_group', action: 'delete' });
    });

    it('keeps the locked groups’ names, group names unique, a used field’s type; admins may only read', async () => {
      const bio = await groupId('Speaker Bio');
      await expectNothingWritten(api, ['speaker_profile_groups', 'speaker_profile_fields'], async () => {
        const rename = await api.call('PUT', `/custom-profile/group/${bio}`, { as: SYSADMIN, body: { groupName: 'About' } });
        expect(rename).toMatchObject({
          status: 409,
          body: { message: 'The group Speaker Bio is locked: it cannot be renamed or deleted' },
        });
        expect((await api.call('DELETE', `/custom-profile/group/${await groupId('Attachments')}`, { as: SYSADMIN })).status).toBe(409);
        const twin = await api.call('POST', '/custom-profile/group', { as: SYSADMIN, body: { groupName: 'travel preferences' } });
        expect(twin).toMatchObject({ status: 409, body: { message: 'A group named travel preferences already exists' } });
        const retype = await api.call('PUT', `/custom-profile/field/${await fieldId('Home Airport')}`, {
          as: SYSADMIN,
          body: { fieldType: 'number' },
        });
        expect(retype).toMatchObject({ status: 409, body: { message: 'The field Home Airport has values: its type cannot change' } });
        const blank = await api.call('POST', '/custom-profile/field', {
          as: SYSADMIN,
          body: { groupId: bio, fieldName: ' ', fieldType: 'color' },
        });
        expect(blank.status).toBe(400);
        expect(blank.body.fields).toMatchObject({
          fieldName: 'Field name is required',
          fieldType: 'Field type must be one of text, textarea, number, date, boolean, file',
        });
        const admin = await api.call('POST', '/custom-profile/group', { as: ADMIN, body: { groupName: 'Mine' } });
        expect(admin).toMatchObject({ status: 403, body: { message: 'You do not have permission to create speaker_profile_group' } });
      });
      // The locked group may still be hidden, disabled or moved.
      const hidden = await api.call('PUT', `/custom-profile/group/${bio}`, {
        as: SYSADMIN,
        body: { groupName: 'Speaker Bio', hiddenUserRoles: [] },
      });
      expect(hidden.status).toBe(200);
      expect((await api.call('GET', '/custom-profile/fields', { as: ADMIN })).status).toBe(200);
    });

    it('changes several groups or fields in one call, all or nothing (moving one swaps two weights)', async () => {
      const travel = await groupId('Travel Preferences');
      const days = await groupId('Preferred Speaking Days');
      const names = async () =>
        (await api.call('GET', '/custom-profile/fields', { as: ADMIN })).body.map((g: { groupName: string }) => g.groupName);
      const before = await names();
      await expectNothingWritten(api, ['speaker_profile_groups'], async () => {
        const refused = await api.call('PUT', '/custom-profile/group', {
          as: SYSADMIN,
          body: [
            { groupId: travel, weight: 4 },
            { groupId: await groupId('Attachments'), groupName: 'Files' },
          ],
        });
        expect(refused.status).toBe(409);
      });
      const swapped = await api.call('PUT', '/custom-profile/group', {
        as: SYSADMIN,
        body: [
          { groupId: travel, weight: 4 },
          { groupId: days, weight: 3 },
        ],
      });
      expect(swapped.body.map((g: { groupWeight: number }) => g.groupWeight)).toEqual([4, 3]);
      const after = await names();
      expect(after.indexOf('Preferred Speaking Days')).toBeLessThan(after.indexOf('Travel Preferences'));
      const monday = await fieldId('Monday');
      const fields = await api.call('PUT', '/custom-profile/field', {
        as: SYSADMIN,
        body: [{ fieldId: monday, weight: 9, groupId: travel }],
      });
      expect(fields.body).toEqual([expect.objectContaining({ fieldId: monday, fieldWeight: 9, groupId: travel })]);
      await api.call('PUT', '/custom-profile/field', { as: SYSADMIN, body: [{ fieldId: monday, weight: 1, groupId: days }] });
      await api.call('PUT', '/custom-profile/group', {
        as: SYSADMIN,
        body: [
          { groupId: travel, weight: 3 },
          { groupId: days, weight: 4 },
        ],
      });
      expect(await names()).toEqual(before);
    });

    it('saves the whole configuration in one call (PUT /custom-profile/configuration), all or nothing', async () => {
      const travel = await groupId('Travel Preferences');
      const days = await groupId('Preferred Speaking Days');
      const notes = await groupId('Internal Notes');
      const monday = await fieldId('Monday');
      const tables = ['speaker_profile_groups', 'speaker_profile_fields', 'speaker_profile_field_data'];
      const save = (body: unknown, as = SYSADMIN) => api.call('PUT', '/custom-profile/configuration', { as, body });
      // A refusal in the last item (a taken name, a locked group, a used field's type) leaves the earlier ones unwritten.
      await expectNothingWritten(api, tables, async () => {
        const taken = await save({
          deleteFieldIds: [monday],
          groups: [
            { groupId: travel, weight: 4, fields: [{ fieldName: 'Gate', fieldType: 'text' }] },
            { groupName: 'Sessions', fields: [{ fieldName: 'Topic', fieldType: 'text' }] },
            { groupName: 'internal notes' },
          ],
        });
        expect(taken).toMatchObject({ status: 409, body: { message: 'A group named internal notes already exists' } });
        const locked = await save({ deleteGroupIds: [notes, await groupId('Attachments')] });
        expect(locked).toMatchObject({
          status: 409,
          body: { message: 'The group Attachments is locked: it cannot be renamed or deleted' },
        });
        const retype = await save({
          groups: [{ groupId: travel, groupName: 'Travel', fields: [{ fieldId: await fieldId('Home Airport'), fieldType: 'number' }] }],
        });
        expect(retype).toMatchObject({ status: 409, body: { message: 'The field Home Airport has values: its type cannot change' } });
        const blank = await save({ groups: [{ weight: 2, fields: [{ fieldName: 'x' }] }] });
        expect(blank.status).toBe(400);
        expect(blank.body.fields).toMatchObject({
          'groups.0.groupName': 'Group name is required',
          'groups.0.fields.0.fieldType': 'Field type must be one of text, textarea, number, date, boolean, file',
        });
        const admin = await save({ groups: [{ groupId: travel, weight: 4 }] }, ADMIN);
        expect(admin).toMatchObject({ status: 403, body: { message: 'You do not have permission to update speaker_profile_group' } });
      });

      // Swapped weights, a new group with a new field and a field moved into it: one write.
      const saved = await save({
        groups: [
          { groupId: travel, weight: 4 },
          { groupId: days, weight: 3 },
          {
            groupName: 'Sessions',
            weight: 6,
            hiddenUserRoles: ['speaker'],
            fields: [
              { fieldName: 'Topic', fieldType: 'text' },
              { fieldId: monday, weight: 2 },
            ],
          },
        ],
      });
      expect(saved.status).toBe(200);
      type Saved = {
        groupId: number;
        groupName: string;
        groupWeight: number;
        hiddenUserRoles: string[];
        fields: { fieldId: number; fieldName: string; fieldWeight: number }[];
      };
      const body = saved.body as Saved[];
      expect(body.map((g) => g.groupName)).toEqual([
        'Attachments',
        'Speaker Bio',
        'Preferred Speaking Days',
        'Travel Preferences',
        'Internal Notes',
        'Sessions',
      ]);
      const sessions = body.find((g) => g.groupName === 'Sessions')!;
      expect(sessions).toMatchObject({ groupWeight: 6, hiddenUserRoles: ['speaker'] });
      expect(sessions.fields.map((f) => [f.fieldName, f.fieldWeight])).toEqual([
        ['Topic', 1],
        ['Monday', 2],
      ]);
      expect((await lastAudit(api, 2)).map((a) => [a.entity, a.action])).toEqual([
        ['speaker_profile_field', 'update'],
        ['speaker_profile_field', 'create'],
      ]);

      // Back as it was: a field deleted and Monday moved back, then the group deleted.
      await save({
        deleteFieldIds: [sessions.fields[0]!.fieldId],
        groups: [
          { groupId: travel, weight: 3 },
          { groupId: days, weight: 4, fields: [{ fieldId: monday, weight: 1 }] },
        ],
      });
      const restored = await save({ deleteGroupIds: [sessions.groupId] });
      expect(restored.body.map((g: Saved) => g.groupName)).toEqual([
        'Attachments',
        'Speaker Bio',
        'Travel Preferences',
        'Preferred Speaking Days',
        'Internal Notes',
      ]);
    });
  });

  describe('layout, regions and liaison', () => {
    it('answers the grid layout of the product asked, of the product header, else of hive', async () => {
      const portal = await api.call('GET', '/custom-profile/layout', { as: ADMIN, query: { product: 'speaker-portal' } });
      expect(portal.body).toMatchObject({ product: 'speaker-portal' });
      expect(portal.body.desktop).toContain('trainings');
      expect(portal.body.mobile.split("' '")).toHaveLength(10);
      const header = await api.call('GET', '/custom-profile/layout', { as: SPEAKER, headers: { 'x-product': 'speaker-portal' } });
      expect(header.body).toEqual(portal.body);
      const hive = await api.call('GET', '/custom-profile/layout', { as: ADMIN });
      expect(hive.body.product).toBe('hive');
      expect(hive.body.desktop).not.toContain('trainings');
      expect((await api.call('GET', '/custom-profile/layout', { as: ADMIN, query: { product: 'shop' } })).status).toBe(400);
    });

    it('lists regions and the users who can be liaisons; sets, reads and removes a speaker’s liaison', async () => {
      const regions = await api.call('GET', '/custom-profile/regions', { as: SPEAKER });
      expect(regions.body.map((r: { name: string }) => r.name)).toEqual(['Midwest', 'Northeast', 'Southeast', 'Southwest', 'West']);
      const liaisons = await api.call('GET', '/custom-profile/liaison', { as: ADMIN });
      expect(liaisons.body).toEqual([expect.objectContaining({ email: 'speaker-liaison@demo.test', firstName: 'Speaker Liaison' })]);
      expect((await api.call('GET', `/custom-profile/${await own()}/liaison`, { as: SPEAKER })).body).toMatchObject({
        email: 'speaker-liaison@demo.test',
      });

      const id = await plain();
      expect((await api.call('GET', `/custom-profile/${id}/liaison`, { as: ADMIN })).body).toBeNull();
      const admin = only(await api.owner<{ id: number }>(sql`select id from users where email = ${ADMIN}`)).id;
      await expectNothingWritten(api, ['liaison_speakers'], async () => {
        const wrong = await api.call('PUT', `/custom-profile/${id}/liaison`, { as: ADMIN, body: { userId: admin } });
        expect(wrong).toMatchObject({ status: 422, body: { message: `User ${admin} is not a speaker liaison` } });
        expect((await api.call('PUT', `/custom-profile/${id}/liaison`, { as: SPEAKER, body: { userId: admin } })).status).toBe(403);
      });
      const set = await api.call('PUT', `/custom-profile/${id}/liaison`, { as: ADMIN, body: { userId: liaisons.body[0].id } });
      expect(set.body).toMatchObject({ id: liaisons.body[0].id });
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'liaison_speakers', action: 'update' });
      expect((await api.call('DELETE', `/custom-profile/${id}/liaison`, { as: ADMIN })).status).toBe(204);
      expect((await api.call('GET', `/custom-profile/${id}/liaison`, { as: ADMIN })).body).toBeNull();
    });
  });
});
