import { sql } from 'drizzle-orm';
import type { Action } from '../auth/model.ts';
import type { RowOf, Tx } from '../db/client.ts';
import type { fieldSettings, roleProducts } from '../db/tables.ts';

type FieldSetting = RowOf<typeof fieldSettings>;

/** The actions granted to a role, per entity: `{ event: ['read', 'update'] }`. */
export async function permissionsOf(tx: Tx, role: string): Promise<Record<string, Action[]>> {
  const rows = await tx.query<{ entity: string; action: Action }>(sql`
    select e.name as entity, a.name as action
    from role_permissions rp
    join roles r on r.id = rp.role_id
    join entities e on e.id = rp.entity_id
    join permission_actions a on a.id = rp.permission_id
    where r.role = ${role}
    order by e.name, a.id`);
  const map: Record<string, Action[]> = {};
  for (const { entity, action } of rows) (map[entity] ??= []).push(action);
  return map;
}

/** Hidden or disabled fields of an entity for a role. */
export async function fieldSetting(tx: Tx, entity: string, role: string, kind: 'hidden' | 'disabled'): Promise<string[]> {
  const [row] = await tx.query<Pick<FieldSetting, 'fields'>>(
    sql`select fields from field_settings where entity = ${entity} and role = ${role} and kind = ${kind}`,
  );
  return row?.fields ?? [];
}

/** Every entity's hidden fields for a role, `{ event: ['notes'], … }`; entities hiding nothing are left out. */
export async function hiddenFieldsOf(tx: Tx, role: string): Promise<Record<string, string[]>> {
  const rows = await tx.query<Pick<FieldSetting, 'entity' | 'fields'>>(
    sql`select entity, fields from field_settings where role = ${role} and kind = 'hidden' order by entity`,
  );
  return Object.fromEntries(rows.filter((r) => r.fields.length).map((r) => [r.entity, r.fields]));
}

/** Products a role may open. */
export async function productsOf(tx: Tx, role: string): Promise<string[]> {
  const rows = await tx.query<Pick<RowOf<typeof roleProducts>, 'product'>>(
    sql`select product from role_products where role = ${role} order by product`,
  );
  return rows.map((r) => r.product);
}
