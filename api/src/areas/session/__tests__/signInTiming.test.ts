import { performance } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

// argon2's verify, observed (it still does the real work): which hash each sign-in checks.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const verified = vi.mocked(verify);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe.each(ENGINES)('sign-in timing on $name', (engine) => {
  const api = useApi(engine);
  const attempt = (email: string, password: string) => api.call('POST', '/auth/pw-auth', { body: { email, password } });

  it('checks a password with argon2 for an unknown e-mail too, against a hash of the same parameters', async () => {
    const { password_hash: stored } = only(
      await api.owner<{ password_hash: string }>(sql`select password_hash from users where email = 'user@demo.test'`),
    );
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$'); // argon2id$v=19$m=…,t=…,p=…
    verified.mockClear();
    expect((await attempt('nobody-here@demo.test', 'wrong-password')).status).toBe(401);
    expect(verified).toHaveBeenCalledTimes(1);
    const [dummy] = verified.mock.calls[0] as [string, string];
    expect(parameters(dummy)).toBe(parameters(stored));
    expect(dummy).not.toBe(stored);

    verified.mockClear();
    expect((await attempt('user@demo.test', 'wrong-password')).status).toBe(401);
    expect(verified).toHaveBeenCalledTimes(1);
    expect(verified.mock.calls[0]?.[0]).toBe(stored);
  });

  it('answers an unknown e-mail about as slowly as a known one with a wrong password', async () => {
    // Different e-mails each time, so no throttling; the first of each kind warms up.
    const time = async (email: string) => {
      const start = performance.now();
      expect((await attempt(email, 'wrong-password')).status).toBe(401);
      return performance.now() - start;
    };
    const known = [
      'user@demo.test',
      'marketing@demo.test',
      'field-rep@demo.test',
      'speaker@demo.test',
      'sfc-compliance@demo.test',
      'program-analyst@demo.test',
    ];
    const unknown = known.map((_, i) => `nobody-${i}@demo.test`);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const [i, email] of known.entries()) {
      knownTimes.push(await time(email));
      unknownTimes.push(await time(unknown[i]!));
    }
    // Without the dummy check an unknown e-mail took about a third of the time (no argon2 at all).
    expect(median(unknownTimes.slice(1))).toBeGreaterThanOrEqual(0.5 * median(knownTimes.slice(1)));
  });
});
