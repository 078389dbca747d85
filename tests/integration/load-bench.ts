// `npm run bench:load`: the load of tests/integration/load.test.ts for 60 seconds (PostgreSQL when
// TEST_DATABASE_URL is set, else PGlite), printing throughput, errors, lost writes, p50 and p95.
import { describeLoad, runLoad, startLoadStack } from './support/load.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const load = await startLoadStack();
try {
  const result = await runLoad(load.stack, load.bffUrl, { clients: 50, seconds });
  console.log(describeLoad(result));
  for (const line of [...result.errors, ...result.lostWrites].slice(0, 20)) console.log(`  ${line}`);
  process.exitCode = result.errors.length || result.lostWrites.length ? 1 : 0;
} finally {
  await load.close();
}
