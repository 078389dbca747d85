import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLoad, runLoad, startLoadStack } from './support/load.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// The 10-second version of `npm run bench:load` (60 s). Latencies are reported, not asserted.
let load: Awaited<ReturnType<typeof startLoadStack>>;
beforeAll(async () => {
  load = await startLoadStack();
});
afterAll(() => load?.close());

describe(`load: 50 clients through the BFF (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists, opens, creates, updates and deletes events with no error and no lost write', async () => {
    const result = await runLoad(load.stack, load.bffUrl, { clients: 50, seconds: 10 });
    console.log(describeLoad(result));
    expect(result.requests).toBeGreaterThan(100);
    expect(result.errors.slice(0, 10)).toEqual([]);
    expect(result.lostWrites.slice(0, 10)).toEqual([]);
  }, 120_000);
});
