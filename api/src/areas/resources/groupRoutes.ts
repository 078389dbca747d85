import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only } from '../../platform/db/client.ts';
import type { AreaDeps } from '../../platform/area.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { idParam } from '../../platform/http/params.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { groupResourcePage, resourceGroup, resourceGroups } from './answers.ts';
import { RESOURCE_MESSAGES as M, RESOURCE_RELATED } from './contract.ts';
import { deleteStored, groupById, listGroups, listResources, ownSpeakerOf, topicRules, written } from './library.ts';
import { groupBody, groupPatch, groupRef, groupUpdate, resourceListQuery, type GroupPatch } from './libraryRequests.ts';

/** What a group's update and delete use of their request. */
type GroupWrite = Pick<RouteContext<unknown, unknown, unknown>, 'tx' | 'audit'>;

/** Registers the resource groups' routes (spec 002 §2.3, §7) and a speaker's resource pages (their groups, a group's
 *  resources). */
export function groupRoutes(route: Router, { storage }: AreaDeps) {
  route({
    method: 'GET',
    url: '/resource/types',
    permission: ['attachment_group', 'read'],
    answer: resourceGroups,
    handler: async ({ tx, user }) => ({ results: await listGroups(tx, ownSpeakerOf(user)) }),
  });

  route({
    method: 'GET',
    url: '/resource/group/:id',
    permission: ['attachment_group', 'read'],
    schema: { params: idParam },
    answer: resourceGroup,
    handler: async ({ tx, params, user }) =>
      (await groupById(tx, params.id, ownSpeakerOf(user))) ?? Promise.reject(notFound('Resource group', params.id)),
  });

  route({
    method: 'POST',
    url: '/resource/group',
    permission: ['attachment_group', 'create'],
    status: 201,
    schema: { body: groupBody },
    answer: resourceGroup,
    handler: async ({ tx, tenantId, body, audit }) => {
      // Spec 002 §9: weights start at 1, a new group is the highest weight plus 1 (the lock orders concurrent creates);
      // a `weight` sent with it (the spec's body) is not used.
      await tx.query(sql`select pg_advisory_xact_lock(hashtext('resource_groups:' || ${tenantId}))`);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into resource_groups (tenant_id, name, url, weight)
          select ${tenantId}, ${body.name}, ${body.url}, coalesce(max(weight), 0) + 1 from resource_groups returning id`),
      );
      await audit(
        'attachment_group',
        id,
        'create',
        Object.keys(body).filter((key) => key !== 'weight'),
      );
      return written(await groupById(tx, id));
    },
  });

  // Rename, change the URL or set the weight: by the path's id, and at the spec's path with the id in the body.
  const update = async ({ tx, audit }: GroupWrite, id: number, patch: GroupPatch) => {
    const before = await groupById(tx, id);
    if (!before) throw notFound('Resource group', id);
    const changed = Object.entries(patch).filter(([key, value]) => before[key as keyof GroupPatch] !== value);
    if (!changed.length) throw new HttpError(422, M.nothingChanged);
    await tx.query(sql`update resource_groups set name = ${patch.name ?? before.name},
      url = ${patch.url === undefined ? before.url : patch.url}, weight = ${patch.weight ?? before.weight}, updated_at = now()
      where id = ${id}`);
    await audit(
      'attachment_group',
      id,
      'update',
      changed.map(([key]) => key),
    );
    return written(await groupById(tx, id));
  };
  route({
    method: 'PUT',
    url: '/resource/group/:id',
    permission: ['attachment_group', 'update'],
    schema: { params: idParam, body: groupPatch },
    answer: resourceGroup,
    handler: async (ctx) => update(ctx, ctx.params.id, ctx.body),
  });
  route({
    method: 'PUT',
    url: '/resource/group',
    permission: ['attachment_group', 'update'],
    schema: { body: groupUpdate },
    answer: resourceGroup,
    handler: async (ctx) => {
      const { id, ...patch } = ctx.body;
      return update(ctx, id, patch);
    },
  });

  route({
    method: 'POST',
    url: '/resource/group/:id/move',
    permission: ['attachment_group', 'update'],
    schema: {
      params: idParam,
      body: z.object({ direction: z.enum(['up', 'down'], { message: 'direction must be up or down' }) }).strict(),
    },
    answer: resourceGroups,
    handler: async ({ tx, tenantId, params, body, audit }) => {
      await tx.query(sql`select pg_advisory_xact_lock(hashtext('resource_groups:' || ${tenantId}))`);
      const group = await groupById(tx, params.id);
      if (!group) throw notFound('Resource group', params.id);
      const up = body.direction === 'up';
      const [neighbour] = await tx.query<{ id: number; weight: number }>(sql`select id, weight from resource_groups
        where ${up ? sql`(weight, id) < (${group.weight}, ${group.id})` : sql`(weight, id) > (${group.weight}, ${group.id})`}
        order by weight ${up ? sql`desc` : sql`asc`}, id ${up ? sql`desc` : sql`asc`} limit 1`);
      if (!neighbour) throw new HttpError(409, `The group is already ${up ? 'first' : 'last'}`);
      // Two updates in the request's one transaction (spec 002 §2.3): equal weights still end up ordered.
      const [mine, theirs] =
        neighbour.weight === group.weight
          ? up
            ? [group.weight, group.weight + 1]
            : [group.weight + 1, group.weight]
          : [neighbour.weight, group.weight];
      await tx.query(sql`update resource_groups set weight = ${mine}, updated_at = now() where id = ${group.id}`);
      await tx.query(sql`update resource_groups set weight = ${theirs}, updated_at = now() where id = ${neighbour.id}`);
      await audit('attachment_group', group.id, 'update', ['weight']);
      await audit('attachment_group', neighbour.id, 'update', ['weight']);
      return { results: await listGroups(tx, null) };
    },
  });

  // The warning's promise: the group's resources go with it (their files once the rows are gone).
  const remove = async ({ tx, audit }: GroupWrite, id: number) => {
    const keys = await tx.query<{ id: number; key: string | null }>(
      sql`select id, storage_key as key from attachments where group_id = ${id}`,
    );
    const deleted = await tx.query(sql`delete from resource_groups where id = ${id} returning id`);
    if (!deleted.length) throw notFound('Resource group', id);
    await audit('attachment_group', id, 'delete');
    for (const { id: resourceId } of keys) await audit('attachment', resourceId, 'delete');
    await Promise.all(keys.map((k) => deleteStored(storage, k.key)));
    return undefined;
  };
  route({
    method: 'DELETE',
    url: '/resource/group/:id',
    permission: ['attachment_group', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async (ctx) => remove(ctx, ctx.params.id),
  });
  route({
    method: 'DELETE',
    url: '/resource/group',
    permission: ['attachment_group', 'delete'],
    schema: { body: groupRef },
    answer: EMPTY,
    handler: async (ctx) => remove(ctx, ctx.body.id),
  });

  // ---- A speaker's resource pages ----
  route({
    method: 'GET',
    url: '/resource/speaker/:id/group',
    permission: ['attachment_group', 'read'],
    schema: { params: idParam },
    answer: resourceGroups,
    handler: async ({ tx, params, user }) => {
      const own = ownSpeakerOf(user);
      const [speaker] = await tx.query(sql`select id from speakers where id = ${params.id}`);
      if (!speaker || (own !== null && own !== params.id)) throw notFound('Speaker', params.id);
      return { results: await listGroups(tx, params.id, false) };
    },
  });

  route({
    method: 'GET',
    url: '/resource/group/:id/speaker',
    permission: ['attachment_group', 'read'],
    related: RESOURCE_RELATED,
    schema: { params: idParam, query: resourceListQuery.pick({ page: true, limit: true, sortBy: true, sortDesc: true }) },
    answer: groupResourcePage,
    handler: async ({ tx, params, query, user, hidden }) => {
      const own = ownSpeakerOf(user);
      const group = await groupById(tx, params.id, own);
      if (!group) throw new HttpError(404, M.groupResourcesFailed);
      const list = await listResources(
        tx,
        await topicRules({ ...query, sortBy: query.sortBy ?? 'updatedAt', filters: { groupId: params.id } }, hidden),
        own,
      );
      return { group, ...list };
    },
  });
}
