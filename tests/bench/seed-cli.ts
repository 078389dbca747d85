// npm run bench:seed — recreates the bench database (DATABASE_URL, default hive_bench on
// 127.0.0.1:5432), runs the migrations and loads the scale data.
import { openDatabase } from '../../api/src/platform/db/client.ts';
import { benchDatabaseUrl, recreateBenchDatabase, vacuumAnalyze } from './database.ts';
import { FULL_SIZES, seedBench, withoutBulkIndexes } from './seed.ts';

const url = benchDatabaseUrl();
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const recreated = await recreateBenchDatabase(url);
console.log(`${recreated ? 'Recreated' : 'Loading into'} ${url.replace(/\/\/[^@]*@/, '//')}`);
const db = await openDatabase({ databaseUrl: url });
console.log(`Migrated (${seconds()}); loading ${FULL_SIZES.length} tenants:`);
try {
  await withoutBulkIndexes(
    db,
    () => seedBench(db, FULL_SIZES, (line) => console.log(line)),
    (line) => console.log(line),
  );
} finally {
  await db.close();
}
await vacuumAnalyze(url);
console.log(`Done in ${seconds()} (vacuum analyze included). Sign in as admin@<tenant>.test / hive-demo-1.`);
