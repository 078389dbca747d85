// npm run bench [-- --only 1,3 --label after] — the scenarios against the real stack on the bench
// database (DATABASE_URL, default hive_bench on 127.0.0.1:5432; load it with npm run bench:seed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runBench } from './bench.ts';
import { benchDatabaseUrl } from './database.ts';
import { FULL_CONFIG } from './scenario.ts';
import { startDeployed } from './stack.ts';

const { values } = parseArgs({ options: { only: { type: 'string' }, label: { type: 'string' } } });
const only = values.only ? values.only.split(',').map(Number) : [];
const databaseUrl = benchDatabaseUrl();
const config = { ...FULL_CONFIG, databaseUrl };

// As deployed: the service and the BFF in processes of their own, the clients here.
const stack = await startDeployed(databaseUrl);
console.log(`Bench on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} — ${cpus().length} cores, Node ${process.version}`);
let results;
try {
  results = await runBench(config, stack, only, (text) => console.log(text));
} finally {
  await stack.close();
}

const at = new Date().toISOString();
const folder = new URL('./results/', import.meta.url);
mkdirSync(folder, { recursive: true });
const file = new URL(`${at.replace(/:/g, '-').slice(0, 19)}${values.label ? `-${values.label}` : ''}.json`, folder);
writeFileSync(
  file,
  JSON.stringify({ at, label: values.label ?? null, node: process.version, cores: cpus().length, config, results }, null, 2),
);
console.log(`\nFigures written to ${file.pathname}`);
if (results.some((r) => r.error)) process.exitCode = 1;
