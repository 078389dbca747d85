import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { permissionsOf, productsOf } from '../../platform/policy/permissions.ts';
import { PRODUCTS, ROLES, type Product } from '../../platform/auth/model.ts';
import { only, type Tx } from '../../platform/db/client.ts';
import type { Router } from '../../platform/http/route.ts';
import { instances, permissions, products, userData } from './answers.ts';

const roleParam = z.object({ role: z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` }) });

async function productEntries(tx: Tx, role: string) {
  return (await productsOf(tx, role))
    .filter((p): p is Product => p in PRODUCTS)
    .map((product) => ({ product, name: PRODUCTS[product], externalUrl: null }));
}

export function userRoutes(route: Router, clientUrlOf: (tenantId: string) => string) {
  route({
    // Readable before a required password change: the web app learns from it that the change is due.
    method: 'GET',
    url: '/users/my-user-data',
    beforePasswordChange: true,
    answer: userData,
    handler: async ({ tx, user }) => {
      const [speaker] = user.impersonatedBy
        ? await tx.query<{ id: number; first_name: string; last_name: string }>(
            sql`select id, first_name, last_name from speakers where id = ${user.speakerId}`,
          )
        : [];
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        speakerId: user.speakerId,
        requirePwChange: user.requirePwChange,
        permissions: await permissionsOf(tx, user.role),
        products: await productEntries(tx, user.role),
        impersonating: speaker ? { speakerId: speaker.id, firstName: speaker.first_name, lastName: speaker.last_name } : null,
      };
    },
  });

  // The signed-in person's accounts in other tenants, from their own user row and only through an e-mail they proved
  // (`hive_instances`, migration 0023): never from an e-mail the request or an administrator sets. While an admin
  // impersonates a speaker, only the tenant at hand: the speaker's accounts elsewhere are not the admin's to learn.
  route({
    method: 'GET',
    url: '/users/my-hive-instances',
    answer: instances,
    handler: async ({ tx, tenantId, user }) => {
      const rows = user.impersonatedBy
        ? []
        : await tx.query<{ id: string; name: string }>(sql`select * from hive_instances(${tenantId}, ${user.id})`);
      if (!rows.some((t) => t.id === tenantId)) {
        rows.push(only(await tx.query<{ id: string; name: string }>(sql`select id, name from tenants where id = ${tenantId}`)));
      }
      return rows.map((t) => ({ id: t.id, name: t.name, clientUrl: clientUrlOf(t.id), selected: t.id === tenantId }));
    },
  });

  route({
    method: 'GET',
    url: '/users/permissions/role/:role',
    schema: { params: roleParam },
    answer: permissions,
    handler: ({ tx, params }) => permissionsOf(tx, params.role),
  });

  route({
    method: 'GET',
    url: '/users/products/role/:role',
    schema: { params: roleParam },
    answer: products,
    handler: ({ tx, params }) => productEntries(tx, params.role),
  });
}
