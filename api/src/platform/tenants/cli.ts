// Onboards a customer: npm run tenant:create -- --id acme --name "Acme Bio" --admin-email it@acme.example [--url https://acme.hive.example.com]
// Uses DATABASE_URL (PostgreSQL), else the embedded PGlite under DATA_DIR (default ./.data; stop `npm start` first).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { checkNewTenant, createTenant, TenantRefused, type NewTenant } from './createTenant.ts';

const USAGE = 'Usage: npm run tenant:create -- --id <id> --name <name> --admin-email <email> [--url <web app URL of the tenant>]';

const refuse = (message: string) => {
  console.error(`${message}\n${USAGE}`);
  process.exitCode = 1;
};

let input: NewTenant;
try {
  const { values } = parseArgs({
    options: { id: { type: 'string' }, name: { type: 'string' }, 'admin-email': { type: 'string' }, url: { type: 'string' } },
  });
  input = { id: values.id, name: values.name, adminEmail: values['admin-email'], clientUrl: values.url };
  checkNewTenant(input); // before the database opens: a typo never migrates or touches anything
} catch (error) {
  refuse((error as Error).message);
  process.exit();
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDatabase({ databaseUrl, dataDir: resolve(process.env.DATA_DIR ?? './.data') });
try {
  const created = await createTenant(db, input);
  console.log(`Tenant "${created.id}" created with its roles, permissions and products; its system admin is ${created.adminEmail}.`);
  console.log(`Send this one-use link to the admin to set the password (valid ${created.validHours} hours; it is not shown again):`);
  console.log(created.setupLink);
} catch (error) {
  if (!(error instanceof TenantRefused)) throw error;
  refuse(error.message);
} finally {
  await db.close();
}
