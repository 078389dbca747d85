import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../areas/index.ts';
import * as platformTables from '../tables.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

/** Every declared table: the platform's and each area's. */
const declared = [...Object.values(platformTables), ...AREAS.flatMap((area) => Object.values(area.tables ?? {}))] as PgTable[];

/** A column as both sides describe it: name, SQL type, nullability and whether it has a default. */
const describeDeclared = (table: PgTable) =>
  getTableConfig(table).columns.map((column) => {
    const type = column.getSQLType();
    return `${column.name} ${type === 'serial' ? 'integer' : type}${column.notNull ? ' not null' : ''}${column.hasDefault || type === 'serial' ? ' default' : ''}`;
  });

describe.each(ENGINES)('declared tables on $name', (engine) => {
  const api = useApi(engine);

  it('declare every table of the migrated database, each column with its type, nullability and default', async () => {
    const rows = await api.owner<{ table: string; column: string; type: string; nullable: string; has_default: boolean }>(sql`
      select c.table_name as table, c.column_name as column,
        case when c.data_type = 'ARRAY' then substr(c.udt_name, 2) || '[]' else c.data_type end as type,
        c.is_nullable as nullable, c.column_default is not null as has_default
      from information_schema.columns c join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like '\\_\\_%'
      order by c.table_name, c.ordinal_position`);
    const database = new Map<string, string[]>();
    for (const row of rows) {
      database.set(row.table, [
        ...(database.get(row.table) ?? []),
        `${row.column} ${row.type}${row.nullable === 'NO' ? ' not null' : ''}${row.has_default ? ' default' : ''}`,
      ]);
    }
    const declaredTables = new Map(declared.map((table) => [getTableConfig(table).name, describeDeclared(table)]));
    expect([...declaredTables.keys()].sort()).toEqual([...database.keys()].sort());
    for (const [name, columns] of declaredTables) expect({ [name]: columns }).toEqual({ [name]: database.get(name) });
  });
});
