import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { fieldRefused, HttpError } from '../../platform/http/errors.ts';
import { refuseRelatedSort, type HiddenFields } from '../../platform/http/fields.ts';
import { likePattern } from '../../platform/http/lists.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { fileNotFound } from '../files/index.ts';
import type { assignSpeaker, resource, resourceGroup } from './answers.ts';
import { ARCHIVED_GROUP, RESOURCE_MESSAGES as M } from './contract.ts';
import { previewKeyOf } from './preview.ts';

// The resource library's queries (spec 002 §2.2–2.7): groups by weight, resources with their group, topic and
// speakers (one query per list, whatever its size), the assignment list.

/** The speaker whose resources the caller reaches (a speaker, or an admin impersonating one: their own), else null
 *  for every resource of the tenant. A speaker user without a speaker record reaches none (-1). */
export const ownSpeakerOf = (user: Pick<AuthUser, 'role' | 'speakerId'>): number | null =>
  user.role === 'speaker' ? (user.speakerId ?? -1) : null;

export type Resource = z.output<typeof resource>;
type ResourceGroup = z.output<typeof resourceGroup>;
type AssignSpeaker = z.output<typeof assignSpeaker>;

interface ResourceRow extends Omit<Resource, 'fileUrl' | 'group' | 'topic' | 'isLink'> {
  linkUrl: string | null;
  groupName: string;
  topicId: number | null;
  topicName: string | null;
  topicDescription: string | null;
  storageKey: string | null;
}

/** The columns of a resource (`a` attachments, `g` its group, `t` its topic); `own` limits `speakerIds` to one speaker. */
const resourceSelect = (own: number | null) => sql`select a.id, a.file_name as "fileName", a.link_url as "linkUrl",
  a.source_name as "sourceName", a.content_type as "contentType", a.size, a.storage_key as "storageKey", a.group_id as "groupId",
  g.name as "groupName", to_char(a.expiration_date at time zone 'UTC', 'YYYY-MM-DD') as "expirationDate",
  coalesce((a.expiration_date at time zone 'UTC')::date <= (now() at time zone 'UTC')::date, false) as expired,
  a.topic_id as "topicId", t.name as "topicName", t.description as "topicDescription", a.year, a.prc_code as "prcCode",
  coalesce((select array_agg(sa.speaker_id order by sa.speaker_id) from speaker_attachments sa where sa.attachment_id = a.id
    ${own === null ? sql`` : sql`and sa.speaker_id = ${own}`}), '{}') as "speakerIds",
  a.created_at as "createdAt", a.updated_at as "updatedAt"
  from attachments a join resource_groups g on g.id = a.group_id left join topics t on t.id = a.topic_id`;

/** The caller's resources: every resource of the tenant, or a speaker's own. */
const reach = (own: number | null) =>
  own === null
    ? sql`a.kind = 'resource'`
    : sql`a.kind = 'resource' and exists (select 1 from speaker_attachments s
    where s.attachment_id = a.id and s.speaker_id = ${own})`;

export const downloadPath = (id: number, fileName: string) => `/resource/download/${id}/${encodeURIComponent(fileName)}`;

function resourceDto(row: ResourceRow): Resource & { storageKey: string | null } {
  const { linkUrl, groupName, topicId, topicName, topicDescription, ...rest } = row;
  return {
    ...rest,
    fileUrl: linkUrl ?? downloadPath(row.id, row.fileName),
    isLink: linkUrl !== null,
    group: { id: row.groupId, name: groupName },
    topic: topicId === null ? null : { id: topicId, name: topicName, description: topicDescription },
    speakerIds: row.speakerIds.map(Number),
    // Read through JSON (the group page's aggregate), a time is PostgreSQL's text: ISO like every other.
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const withoutKey = ({ storageKey: _key, ...dto }: Resource & { storageKey: string | null }): Resource => dto;

/** One resource the caller reaches, with its storage key (null for a link), or undefined. */
export async function resourceWithKey(tx: Tx, id: number, own: number | null) {
  const [row] = await tx.query<ResourceRow>(sql`${resourceSelect(own)} where a.id = ${id} and ${reach(own)}`);
  return row && resourceDto(row);
}

export async function resourceById(tx: Tx, id: number, own: number | null): Promise<Resource | undefined> {
  const found = await resourceWithKey(tx, id, own);
  return found && withoutKey(found);
}

/** The Resources list's sortable columns (spec 002 §2.4) and their SQL. */
export const RESOURCE_SORT = {
  fileName: sql`lower(a.file_name)`,
  group: sql`lower(g.name)`,
  expirationDate: sql`a.expiration_date`,
  topic: sql`lower(t.name)`,
  year: sql`a.year`,
  prcCode: sql`a.prc_code`,
  createdAt: sql`a.created_at`,
  updatedAt: sql`a.updated_at`,
} as const;
export type ResourceSort = keyof typeof RESOURCE_SORT;

export interface ResourceListQuery {
  page: number;
  limit: number;
  sortBy?: ResourceSort;
  sortDesc: boolean;
  searchQuery?: string;
  filters: { groupId?: number; ids?: number[] };
  /** The caller's hidden topic fields: a hidden topic name is not searched. */
  topicHidden?: ReadonlySet<string>;
}

/** The related fields a sort of the resource list orders by (`topic`: the topic's name). */
export const RESOURCE_SORT_FIELDS = { topic: ['topic', 'name'] } as const;

function listWhere(query: Omit<ResourceListQuery, 'page' | 'limit'>, own: number | null): SQL {
  const parts = [reach(own)];
  if (query.filters.groupId) parts.push(sql`a.group_id = ${query.filters.groupId}`);
  if (query.filters.ids?.length) parts.push(sql`a.id = any(${intArray(query.filters.ids)})`);
  if (query.searchQuery) {
    const like = likePattern(query.searchQuery);
    const topic = query.topicHidden?.has('name') ? sql`` : sql`or t.name ilike ${like}`;
    parts.push(sql`(a.file_name ilike ${like} or g.name ilike ${like} ${topic} or a.prc_code ilike ${like}
      or a.year::text ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const orderOf = (query: Pick<ResourceListQuery, 'sortBy' | 'sortDesc'>) => {
  const direction = query.sortDesc || !query.sortBy ? sql`desc` : sql`asc`;
  return sql`${RESOURCE_SORT[query.sortBy ?? 'createdAt']} ${direction} nulls last, a.id ${direction}`;
};

/** A page of the caller's resources and their count. */
export async function listResources(tx: Tx, query: ResourceListQuery, own: number | null): Promise<{ results: Resource[]; count: number }> {
  const where = listWhere(query, own);
  const rows = await tx.query<ResourceRow>(sql`${resourceSelect(own)} where ${where} order by ${orderOf(query)}
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
  const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(sql`select count(*)::int as count from attachments a
    join resource_groups g on g.id = a.group_id left join topics t on t.id = a.topic_id where ${where}`);
  return { results: rows.map((r) => withoutKey(resourceDto(r))), count };
}

/** Every resource matching the query, in the list's order, a batch per round trip (the XLSX export). */
export async function* resourceBatches(tx: Tx, query: Omit<ResourceListQuery, 'page' | 'limit'>, own: number | null, batch = 500) {
  for (let page = 1; ; page++) {
    const { results } = await listResources(tx, { ...query, page, limit: batch }, own);
    if (results.length) yield results;
    if (results.length < batch) return;
  }
}

/** The tenant's groups by weight, each with its resources' count (a speaker's own); `withArchived` false leaves out
 *  the group named 'Archived' (a speaker's landing). */
export async function listGroups(tx: Tx, own: number | null, withArchived = true): Promise<ResourceGroup[]> {
  return tx.query<ResourceGroup>(sql`select g.id, g.name, g.weight, g.url,
    (select count(*)::int from attachments a where a.group_id = g.id and ${reach(own)}) as "resourceCount"
    from resource_groups g ${withArchived ? sql`` : sql`where lower(g.name) <> lower(${ARCHIVED_GROUP})`}
    order by g.weight, g.id`);
}

export async function groupById(tx: Tx, id: number, own: number | null = null): Promise<ResourceGroup | undefined> {
  const [group] = await tx.query<ResourceGroup>(sql`select g.id, g.name, g.weight, g.url,
    (select count(*)::int from attachments a where a.group_id = g.id and ${reach(own)}) as "resourceCount"
    from resource_groups g where g.id = ${id}`);
  return group;
}

/** The Assign Resource list's sorts (spec 002 §2.6). */
export const ASSIGN_SORT = {
  name: [sql`lower(s.last_name)`, sql`lower(s.first_name)`],
  email: [sql`lower(s.email)`],
  credentials: [sql`lower(s.degree)`],
  specialty: [sql`lower(s.specialty)`],
} as const;

export interface AssignListQuery {
  page: number;
  limit: number;
  sortBy?: keyof typeof ASSIGN_SORT;
  sortDesc: boolean;
  searchQuery?: string;
  specialtyFilter?: string;
  isAssignedFilter: 'all' | 'assigned' | 'unassigned';
  attachmentId: number;
  /** The caller's hidden speaker fields: never searched. */
  hidden?: ReadonlySet<string>;
}

/** What the assign list's search reads, with the speaker fields each column holds. */
const ASSIGN_SEARCH: [SQL, string[]][] = [
  [sql`s.first_name`, ['firstName']],
  [sql`s.last_name`, ['lastName']],
  [sql`(s.first_name || ' ' || s.last_name)`, ['firstName', 'lastName']],
  [sql`s.email`, ['email']],
  [sql`s.degree`, ['degree']],
  [sql`s.specialty`, ['specialty']],
];
/** The speaker fields each sort of the assign list orders by. */
export const ASSIGN_SORT_FIELDS = { name: ['lastName', 'firstName'], credentials: ['degree'] };

/** A page of the tenant's speakers for assigning `attachmentId`, with the filters of the Assign Resource screen. */
/** The assign dialog's speakers, within `scope` (the caller's row scope on speakers, http/scope.ts; null: all). */
export async function listAssignSpeakers(
  tx: Tx,
  query: AssignListQuery,
  scope: SQL | null,
): Promise<{ results: AssignSpeaker[]; count: number }> {
  const assigned = sql`exists (select 1 from speaker_attachments x where x.speaker_id = s.id and x.attachment_id = ${query.attachmentId})`;
  const parts: SQL[] = [scope ? sql`s.id in (select id from speakers where ${scope})` : sql`true`];
  if (query.searchQuery) {
    const like = likePattern(query.searchQuery);
    // A column the caller's role may not see is not searched (the count would give its values away).
    const read = ASSIGN_SEARCH.filter(([, fields]) => !fields.some((field) => query.hidden?.has(field)));
    parts.push(
      read.length
        ? sql`(${sql.join(
            read.map(([column]) => sql`${column} ilike ${like}`),
            sql` or `,
          )})`
        : sql`false`,
    );
  }
  if (query.specialtyFilter) parts.push(sql`s.specialty = ${query.specialtyFilter}`);
  if (query.isAssignedFilter === 'assigned') parts.push(assigned);
  if (query.isAssignedFilter === 'unassigned') parts.push(sql`not ${assigned}`);
  const where = sql.join(parts, sql` and `);
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const columns = ASSIGN_SORT[query.sortBy ?? 'name'];
  const order = sql`${sql.join(
    columns.map((c) => sql`${c} ${direction} nulls last`),
    sql`, `,
  )}, s.id ${direction}`;
  const rows = await tx.query<Omit<AssignSpeaker, 'attachments'> & { attachmentIds: number[] }>(sql`select s.id,
    s.first_name as "firstName", s.last_name as "lastName", s.email, s.degree as credentials, s.specialty,
    s.speaker_type as "speakerType", ${assigned} as assigned,
    coalesce((select array_agg(sa.attachment_id order by sa.attachment_id) from speaker_attachments sa
      join attachments a on a.id = sa.attachment_id and a.kind = 'resource' where sa.speaker_id = s.id), '{}') as "attachmentIds"
    from speakers s where ${where} order by ${order} limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
  const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(sql`select count(*)::int as count from speakers s where ${where}`);
  return {
    results: rows.map(({ attachmentIds, ...row }) => ({ ...row, attachments: attachmentIds.map((id) => ({ attachmentId: Number(id) })) })),
    count,
  };
}

// The library routes' shared steps.

/** Refuses `speakerIds` (400) unless every one of them exists. */
export async function checkSpeakers(tx: Tx, speakerIds: number[]) {
  if (!speakerIds.length) return;
  const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
    sql`select count(*)::int as count from speakers where id = any(${intArray(speakerIds)})`,
  );
  if (count !== new Set(speakerIds).size) throw fieldRefused('speakerIds', 'One or more speakers were not found');
}

/** A resource list's query for the caller: no sort by, nor search in, a topic field hidden from the caller's role. */
export async function topicRules<Q extends Omit<ResourceListQuery, 'page' | 'limit'>>(query: Q, hidden: HiddenFields): Promise<Q> {
  await refuseRelatedSort(query.sortBy, RESOURCE_SORT_FIELDS, hidden);
  return { ...query, topicHidden: await hidden('topic') };
}

/** A stored resource the caller reaches and may open: 404 'File not found' when missing or out of reach (every file
 *  route's one text), 404 'No file URL to download' for a link, 410 when expired (spec 002 §2.4). */
export async function openableResource(tx: Tx, id: number, own: number | null) {
  const resource = await resourceWithKey(tx, id, own);
  if (!resource) throw fileNotFound();
  if (resource.isLink || !resource.storageKey) throw new HttpError(404, M.noFileUrl);
  if (resource.expired) throw new HttpError(410, M.expired);
  return resource as typeof resource & { storageKey: string };
}

/** The group or resource the request has just written: there, or a bug (`only`). */
export const written = <T>(row: T | undefined): T => only(row === undefined ? [] : [row]);

/** Removes a resource's stored file and its converted preview (a link has neither); a failing store is left as is. */
export async function deleteStored(storage: FileStorage, key: string | null) {
  if (!key) return;
  await Promise.all([storage.delete(key), storage.delete(previewKeyOf(key))].map((p) => p.catch(() => undefined)));
}
