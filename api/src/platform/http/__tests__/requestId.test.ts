import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../db/client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(ENGINES)('x-request-id in the audit log on $name', (engine) => {
  const api = useApi(engine);

  /** A write (one audit row) sent with `x-request-id: value`; answers the row's request_id. */
  async function auditedRequestId(value: string): Promise<string> {
    const answer = await api.call('POST', '/setting/feature-flags', {
      as: 'system-admin@demo.test',
      body: { id: 'speakersEnabled', value: true },
      headers: { 'x-request-id': value },
    });
    expect(answer.status).toBe(200);
    return only(await api.owner<{ request_id: string }>(sql`select request_id from audit_log order by id desc limit 1`)).request_id;
  }

  it('keeps a well-formed client request id', async () => {
    for (const id of ['client-1234', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', 'trace:00f067aa0ba902b7.1_x']) {
      expect(await auditedRequestId(id)).toBe(id);
    }
  });

  it('replaces spaces, line breaks, markup, too short and too long values by a generated UUID', async () => {
    for (const id of [
      'forged id with spaces',
      'line1\nline2-forged',
      'x\r\n{"admin":true}',
      '<script>alert(1)</script>',
      'short',
      'a'.repeat(65),
      'r'.repeat(300),
    ]) {
      const stored = await auditedRequestId(id);
      expect(stored).toMatch(UUID);
      expect(stored).not.toBe(id);
    }
  });
});
