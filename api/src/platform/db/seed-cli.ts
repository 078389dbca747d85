// Loads the demo data into PostgreSQL: npm run seed -- --database-url postgres://…
import { parseArgs } from 'node:util';
import { AREAS } from '../../areas/index.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Usage: npm run seed -- --database-url postgres://user@host:5432/db (or set DATABASE_URL)');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl });
const seeded = await seedDemo(db, AREAS);
console.log(seeded ? 'Demo data loaded.' : 'The database has tenants already: nothing loaded.');
await db.close();
