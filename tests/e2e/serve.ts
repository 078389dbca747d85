// The end-to-end suites' web server (playwright.config.ts `webServer`): `npm run serve`, the REST service and the BFF
// in their own processes. With TEST_DATABASE_URL (CI, and any machine with the PostgreSQL server) the service runs on a
// database of its own on that server (`hive_e2e_<port>`, replaced at each start: Playwright stops the server with
// SIGKILL), migrated and filled with the demo data here first, its files in DATA_DIR. The queries of two sweeping
// browsers run side by side there, where PGlite runs them one by one in the service's own thread. Without it the
// service starts on PGlite in DATA_DIR and seeds itself.
import { spawn } from 'node:child_process';
import { seedDemoWithFiles } from '../../api/src/app.ts';
import { freshDatabase } from '../../api/src/__tests__/postgresDatabase.ts';
import { openDatabase } from '../../api/src/platform/db/client.ts';
import { createStorage } from '../../api/src/platform/storage/index.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const env = { ...process.env };
if (serverUrl) {
  const database = await freshDatabase(serverUrl, undefined, `hive_e2e_${Number(process.env.PORT)}`);
  const db = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  await seedDemoWithFiles(db, createStorage({ dataDir: process.env.DATA_DIR })).finally(() => db.close());
  env.DATABASE_URL = database.url;
}
spawn('npm', ['run', 'serve'], { env, stdio: 'inherit' }).once('exit', (code) => process.exit(code ?? 1));
