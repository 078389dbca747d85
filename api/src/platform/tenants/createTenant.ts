import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVATION_LINK_MINUTES, createPasswordLink, defaultClientUrl } from '../../areas/session/auth.ts';
import { profileDefaults } from '../../areas/speakers/profileSeed.ts';
import { FEATURE_FLAGS } from '../../areas/tenant/tenant.ts';
import { hashPassword } from '../auth/passwords.ts';
import { only, type Database } from '../db/client.ts';
import { seedCatalog, seedRoles } from '../db/seed.ts';

/** What `npm run tenant:create` asks for; the messages are what the operator reads. */
export const newTenant = z.object({
  // The first label of the host name names the tenant (`acme.hive.example.com`): a DNS label.
  id: z
    .string({ message: '--id is required' })
    .regex(
      /^[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
      '--id must be 2 to 63 lowercase letters, digits or hyphens, starting with a letter and not ending with a hyphen',
    ),
  name: z.string({ message: '--name is required' }).trim().min(1, '--name is required').max(200, '--name must be at most 200 characters'),
  adminEmail: z.string({ message: '--admin-email is required' }).trim().max(320).pipe(z.email('--admin-email must be an e-mail address')),
  /** The tenant's web app, for the set-up link; default `http://<id>.localhost:4000`. */
  clientUrl: z.url({ protocol: /^https?$/, message: '--url must be an http(s) URL' }).optional(),
});
/** The command's options, as given (checked here). */
export type NewTenant = Partial<z.input<typeof newTenant>>;

/** A refusal the operator can act on (exit code 1, nothing written). */
export class TenantRefused extends Error {}

/** The options checked: every problem at once, as TenantRefused. */
export function checkNewTenant(input: NewTenant) {
  const parsed = newTenant.safeParse(input);
  if (!parsed.success) throw new TenantRefused(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

export interface CreatedTenant {
  id: string;
  adminEmail: string;
  /** The one-use link that sets the admin's password; shown once, only its hash is stored. */
  setupLink: string;
  validHours: number;
}

/**
 * Creates a tenant as a new customer starts: its feature flags (all off, as a missing flag is), its
 * roles with their default permissions, products and hidden fields (`seedRoles`, the demo's own), the speaker
 * profile's locked groups and layouts (`profileDefaults`), and a
 * `system-admin` user whose password nobody knows (the hash of a random secret that is thrown away)
 * until it is set through the one-use set-up link answered here. All in one transaction: a refusal
 * writes nothing.
 */
export async function createTenant(db: Database, input: NewTenant): Promise<CreatedTenant> {
  const { id, name, adminEmail, ...rest } = checkNewTenant(input);
  const clientUrl = (rest.clientUrl ?? defaultClientUrl(id)).replace(/\/+$/, '');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const setupLink = await db.asOwner(async (tx) => {
      // Row-level security is forced on the owner too: the new tenant's rows need it named.
      await tx.query(sql`select set_config('app.tenant_id', ${id}, true)`);
      // Two operators racing for one id: the second waits here and then sees the first one's tenant.
      await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`tenant:create:${id}`}))`);
      const [existing] = await tx.query(sql`select 1 from tenants where id = ${id}`);
      if (existing) throw new TenantRefused(`A tenant with id "${id}" already exists; choose another --id`);
      await seedCatalog(tx);
      await tx.query(
        sql`insert into tenants (id, name, metadata) values (${id}, ${name}, ${JSON.stringify({
          sso: { okta: false },
          veevaSyncEnabled: false,
          hideAttendeeAddressFields: false,
        })}::jsonb)`,
      );
      await tx.query(sql`insert into feature_flags (tenant_id, id, value)
        select ${id}, flag, false from unnest(${sql.param([...FEATURE_FLAGS])}::text[]) as flag`);
      await seedRoles(tx, id);
      await profileDefaults(tx, id);
      const admin = only(
        await tx.query<{ id: number }>(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role)
        values (${id}, ${adminEmail}, ${passwordHash}, 'System', 'Administrator', 'system-admin') returning id`),
      );
      await tx.query(sql`insert into audit_log (tenant_id, entity, entity_id, action, changed_fields)
        values (${id}, 'tenant', ${id}, 'create', ${sql.param(['name', 'adminEmail'])}::text[])`);
      return createPasswordLink(tx, id, admin.id, 'activate', clientUrl);
    });
    return { id, adminEmail, setupLink, validHours: ACTIVATION_LINK_MINUTES / 60 };
  } catch (error) {
    // The id taken between the check and the insert by a process without the lock (the demo seed).
    if ((error as { cause?: { code?: string } }).cause?.code === '23505')
      throw new TenantRefused(`A tenant with id "${id}" already exists; choose another --id`);
    throw error;
  }
}
