import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApi } from './app.ts';
import { only } from './platform/db/client.ts';

const port = Number(process.env.API_PORT ?? 4001);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './.data');

/** The signing key: JWT_SECRET, else one generated once and kept in the data folder. */
function jwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

// The e-mail delivery worker runs in every api process (two on one database share the rows, areas/mail/worker.ts);
// MAIL_DELIVERY=off leaves the ledger's rows queued (a process that serves requests only).
const deliver = process.env.MAIL_DELIVERY !== 'off';
const api = await createApi({ databaseUrl, dataDir, seed: !databaseUrl, logger: true, jwtSecret: jwtSecret(), deliver });
// Loopback only unless API_HOST says otherwise: browsers and integrators go through the BFF, which
// hides fields per role and holds the sessions; the service hides fields too (the second wall).
const host = process.env.API_HOST || '127.0.0.1';
await api.app.listen({ port, host });
console.log(`Hive REST service on http://localhost:${port} (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
// PostgreSQL is migrated, never filled with demo data (that is `npm run seed`): nobody can sign in yet.
const { tenants } = only(await api.db.asOwner((tx) => tx.query<{ tenants: number }>(sql`select count(*)::int as tenants from tenants`)));
if (tenants === 0) {
  console.log(
    'No tenant yet. Create the first one and its admin: npm run tenant:create -- --id <id> --name <name> --admin-email <email>' +
      ' (or load the demo data: npm run seed)',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void api.close().then(() => process.exit(0)));
}
