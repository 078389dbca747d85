import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

// The list of field reps (paging, sort, search, ids, tenancy, 403) is lookupListRoute's: platform/http/__tests__/lookupList.test.ts.

const READER = 'user@demo.test';

describe.each(ENGINES)('field rep routes on $name', (engine) => {
  const api = useApi(engine);
  const idsOf = async (table: string, tenant: string) =>
    (await api.owner<{ id: number }>(sql.raw(`select id from ${table} where tenant_id = '${tenant}' order by id`))).map((r) => r.id);

  it('GET /field-reps/:id answers one row; a missing or acme id 404; a bad id 400', async () => {
    const [id] = await idsOf('field_reps', 'demo');
    const one = await api.call('GET', `/field-reps/${id}`, { as: READER });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(id);
    expect(Object.keys(one.body).sort()).toEqual(['id', 'name', 'phone', 'email'].sort());
    const [acmeId] = await idsOf('field_reps', 'acme');
    for (const missing of [acmeId, 999999]) {
      const res = await api.call('GET', `/field-reps/${missing}`, { as: READER });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Field rep ${missing} not found`);
    }
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await api.call('GET', `/field-reps/${bad}`, { as: READER });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id must be a positive whole number');
    }
  });

  describe('field reps CRUD', () => {
    const fieldRep = async (id: number) => (await api.owner(sql`select tenant_id, name, email, phone from field_reps where id = ${id}`))[0];

    it('POST creates, PUT replaces, DELETE removes; each with an audit row', async () => {
      const created = await api.call('POST', '/field-reps', {
        as: 'admin@demo.test',
        body: { name: ' Nora Quist ', email: 'nora@demo.test' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), name: 'Nora Quist', email: 'nora@demo.test', phone: null });
      const id = created.body.id as number;
      expect(await fieldRep(id)).toEqual({ tenant_id: 'demo', name: 'Nora Quist', email: 'nora@demo.test', phone: null });
      expect((await lastAudit(api))[0]).toMatchObject({
        entity: 'field_rep',
        entity_id: String(id),
        action: 'create',
        changed_fields: ['name', 'email'],
      });
      expect((await api.call('GET', `/field-reps/${id}`, { as: READER })).body.name).toBe('Nora Quist');

      const updated = await api.call('PUT', `/field-reps/${id}`, {
        as: 'admin@demo.test',
        body: { name: 'Nora Quist-Berg', email: 'nora@demo.test', phone: '555-0199' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ id, name: 'Nora Quist-Berg', email: 'nora@demo.test', phone: '555-0199' });
      expect((await lastAudit(api))[0]).toMatchObject({
        entity: 'field_rep',
        action: 'update',
        changed_fields: ['name', 'email', 'phone'],
      });

      const deleted = await api.call('DELETE', `/field-reps/${id}`, { as: 'admin@demo.test' });
      expect(deleted.status).toBe(204);
      expect(await fieldRep(id)).toBeUndefined();
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'field_rep', entity_id: String(id), action: 'delete' });
      expect((await api.call('GET', `/field-reps/${id}`, { as: READER })).status).toBe(404);
    });

    it('refuses marketing (no field_rep create/update/delete) with 403 and writes nothing', async () => {
      const [id] = await idsOf('field_reps', 'demo');
      await expectNothingWritten(api, ['field_reps'], async () => {
        for (const [method, url, action] of [
          ['POST', '/field-reps', 'create'],
          ['PUT', `/field-reps/${id}`, 'update'],
          ['DELETE', `/field-reps/${id}`, 'delete'],
        ] as const) {
          const res = await api.call(method, url, {
            as: 'marketing@demo.test',
            body: method === 'DELETE' ? undefined : { name: 'X', email: 'x@demo.test' },
          });
          expect(res.status).toBe(403);
          expect(res.body.message).toBe(`You do not have permission to ${action} field_rep`);
        }
      });
    });

    it('refuses bad input with the spec messages and writes nothing', async () => {
      const [id] = await idsOf('field_reps', 'demo');
      await expectNothingWritten(api, ['field_reps'], async () => {
        for (const [body, message] of [
          [{ email: 'a@demo.test' }, 'Name is required'],
          [{ name: '   ', email: 'a@demo.test' }, 'Name is required'],
          [{ name: 'A' }, 'Email is required'],
          [{ name: 'A', email: '' }, 'Email is required'],
          [{ name: 'A', email: 'not-an-email' }, 'Should be a valid email address'],
          [{ name: 'A', email: 'a@demo.test', phone: 'x'.repeat(51) }, 'phone: Too big: expected string to have <=50 characters'],
        ] as const) {
          for (const [method, url] of [
            ['POST', '/field-reps'],
            ['PUT', `/field-reps/${id}`],
          ] as const) {
            const res = await api.call(method, url, { as: 'admin@demo.test', body });
            expect(res.status).toBe(400);
            expect(res.body.message).toBe(message);
          }
        }
        const nul = await api.call('POST', '/field-reps', { as: 'admin@demo.test', body: { name: 'A\u0000B', email: 'a@demo.test' } });
        expect(nul.status).toBe(400);
        expect(nul.body.message).toBe('Text must not contain NUL characters');
      });
    });

    it("cannot change or delete acme's field rep: 404 like a missing id, row unchanged", async () => {
      const [acmeId] = await idsOf('field_reps', 'acme');
      await expectNothingWritten(api, ['field_reps'], async () => {
        for (const id of [acmeId, 999999]) {
          const put = await api.call('PUT', `/field-reps/${id}`, {
            as: 'admin@demo.test',
            body: { name: 'Hijacked', email: 'h@demo.test' },
          });
          expect(put.status).toBe(404);
          expect(put.body.message).toBe(`Field rep ${id} not found`);
          const del = await api.call('DELETE', `/field-reps/${id}`, { as: 'admin@demo.test' });
          expect(del.status).toBe(404);
          expect(del.body.message).toBe(`Field rep ${id} not found`);
        }
      });
    });
  });
});
