import { sql } from 'drizzle-orm';
import { only, type Database } from '../../../api/src/platform/db/client.ts';

/** Tables of the public schema, and which of them carry a `tenant_id` (the tenant tables). */
export async function tables(db: Database): Promise<{ all: string[]; tenant: string[] }> {
  return db.asOwner(async (tx) => {
    const all = (
      await tx.query<{ name: string }>(sql`select tablename as name from pg_tables
      where schemaname = 'public' order by tablename`)
    ).map((r) => r.name);
    const tenant = (
      await tx.query<{ name: string }>(sql`select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' order by table_name`)
    ).map((r) => r.name);
    return { all, tenant: ['tenants', ...tenant] };
  });
}

/**
 * A digest of every row, per table (as the owner, so row-level security hides nothing): of one
 * tenant's rows when `tenantId` is given, else of the whole database. `except` leaves tables out.
 */
export async function checksum(db: Database, options: { tenantId?: string; except?: string[] } = {}): Promise<Record<string, string>> {
  const { all, tenant } = await tables(db);
  const names = (options.tenantId ? tenant : all).filter((t) => !options.except?.includes(t));
  return db.asOwner(async (tx) => {
    const out: Record<string, string> = {};
    for (const name of names) {
      const where = options.tenantId ? sql` where ${sql.identifier(name === 'tenants' ? 'id' : 'tenant_id')} = ${options.tenantId}` : sql``;
      const { digest } = only(
        await tx.query<{ digest: string }>(sql`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '')
        as digest from ${sql.identifier(name)} t${where}`),
      );
      out[name] = digest;
    }
    return out;
  });
}
