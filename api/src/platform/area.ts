import type { Table } from 'drizzle-orm';
import type { Database, Tx } from './db/client.ts';
import type { DemoTenant } from './db/seed.ts';
import type { Entity } from './auth/model.ts';
import type { TokenKeys } from './auth/tokens.ts';
import type { Router } from './http/route.ts';
import type { FileStorage } from './storage/index.ts';

/** What the platform hands every area when it registers its routes. */
export interface AreaDeps {
  db: Database;
  tokens: TokenKeys;
  storage: FileStorage;
  /** The tenant's web app, for links in e-mails and the instances menu. */
  clientUrlOf: (tenantId: string) => string;
  /** Every entity's configurable fields, from all areas (`available-fields`, hidden-field settings). */
  entityFields: Readonly<Partial<Record<Entity, readonly string[]>>>;
}

/** An area's demo rows, loaded for each demo tenant after the platform's (tenant, roles, users), in the
 *  tenant's transaction. */
export interface AreaSeed {
  /** Areas whose demo rows these refer to: their seeds run first. */
  after?: readonly string[];
  rows(tx: Tx, tenant: DemoTenant): Promise<void>;
}

/**
 * An area of the REST service (api/src/areas/<area>/index.ts): its routes and what it adds to the
 * platform. `api/src/areas/index.ts` lists the areas; app.ts registers them in that order.
 */
export interface ApiArea {
  name: string;
  /** Registers the area's routes on the router (permission, tenancy and audit metadata on each). */
  routes(route: Router, deps: AreaDeps): void;
  /** The fields of the area's entities that roles may have hidden or disabled (`available-fields`). */
  entityFields?: Partial<Record<Entity, readonly string[]>>;
  /** The area's tables, declared in Drizzle (`tables.ts`); a test checks them against the migrations. */
  tables?: Record<string, Table>;
  /** The area's demo rows (`seed.ts`). */
  seed?: AreaSeed;
  /** Runs once after the demo seed loaded (data that lives outside the database, e.g. files). */
  afterSeed?(deps: Pick<AreaDeps, 'db' | 'storage'>): Promise<void>;
}
