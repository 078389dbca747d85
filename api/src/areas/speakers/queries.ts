import { sql, type SQL } from 'drizzle-orm';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { COUNT_CAP, likePattern } from '../../platform/http/lists.ts';
import type { Speaker, SpeakerEvent } from './answers.ts';
import type { CrmStatus } from './contract.ts';

/** DTO field → column of `speakers s`, for the fields a speaker's form writes. */
export const SPEAKER_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  credentials: 'degree',
  specialty: 'specialty',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  speakerType: 'speaker_type',
  avatarImgUrl: 'avatar_img_url',
  regionId: 'region_id',
  institution: 'institution',
  crmStatus: 'crm_status',
  cvUrl: 'cv_url',
  bioUrl: 'bio_url',
  veevaId: 'veeva_id',
} as const;
export type SpeakerColumnField = keyof typeof SPEAKER_COLUMNS;

const SELECT = sql.raw(
  [
    's.id',
    ...Object.entries(SPEAKER_COLUMNS).map(([field, column]) => `s.${column} as "${field}"`),
    's.degree as "degree"',
    's.status',
    `s.status <> 'inactive' as active`,
    's.user_id as "userId"',
  ].join(', '),
);

/** Sort key → column of `speakers s` (each has a (tenant, column, id) index). */
export const SPEAKER_SORT = {
  firstName: 's.first_name',
  lastName: 's.last_name',
  email: 's.email',
  credentials: 's.degree',
  speakerType: 's.speaker_type',
  crmStatus: 's.crm_status',
  status: 's.status',
} as const;

/** What `searchQuery` reads: the column (as `speaker_search_ids` names it, migration 0013), its SQL on
 *  `speakers s`, and the fields whose values it carries (a hidden one leaves it out). */
const SEARCH: { column: string; sql: string; fields: string[] }[] = [
  { column: 'first_name', sql: 's.first_name', fields: ['firstName'] },
  { column: 'last_name', sql: 's.last_name', fields: ['lastName'] },
  { column: 'email', sql: 's.email', fields: ['email'] },
  { column: 'full_name', sql: "(s.first_name || ' ' || s.last_name)", fields: ['firstName', 'lastName'] },
];
const searchable = (hidden: ReadonlySet<string>) => SEARCH.filter((c) => !c.fields.some((field) => hidden.has(field)));

export interface SpeakerFilters {
  ids?: number[];
  events?: number[];
  status?: CrmStatus[];
  active?: boolean;
  year?: number;
}

export interface SpeakerListQuery {
  page: number;
  limit: number;
  sortBy?: keyof typeof SPEAKER_SORT;
  sortDesc: boolean;
  searchQuery?: string;
  filters: SpeakerFilters;
  /** The caller's row scope on `speakers` (columns unqualified, as http/scope.ts writes it), or null. */
  scope: SQL | null;
  hidden: ReadonlySet<string>;
  /** The ids `searchQuery` matches, when already searched (`searchSpeakerIds`): they replace its row condition. */
  searchIds?: number[];
}

export function conditions(q: Omit<SpeakerListQuery, 'page' | 'limit'>): SQL {
  const where: SQL[] = [sql`true`];
  if (q.scope) where.push(sql`s.id in (select id from speakers where ${q.scope})`);
  const f = q.filters;
  if (f.ids) where.push(sql`s.id = any(${intArray(f.ids)})`);
  if (f.events?.length) {
    where.push(sql`exists (select 1 from event_speakers es where es.speaker_id = s.id and es.event_id = any(${intArray(f.events)}))`);
  }
  if (f.status?.length) where.push(sql`s.crm_status = any(${sql.param(f.status)}::text[])`);
  if (f.active !== undefined) where.push(f.active ? sql`s.status <> 'inactive'` : sql`s.status = 'inactive'`);
  if (f.year) {
    // One probe of (speaker_id, event_start) per speaker (migration 0013); as timestamptz bounds
    // (a date would be compared outside the index).
    where.push(sql`exists (select 1 from event_speakers es where es.speaker_id = s.id
      and es.event_start >= make_date(${f.year}, 1, 1)::timestamptz and es.event_start < make_date(${f.year + 1}, 1, 1)::timestamptz)`);
  }
  if (q.searchIds) where.push(sql`s.id = any(${intArray(q.searchIds)})`);
  else if (q.searchQuery) {
    const pattern = likePattern(q.searchQuery);
    const columns = searchable(q.hidden);
    where.push(
      columns.length
        ? sql`(${sql.join(
            columns.map((c) => sql`${sql.raw(c.sql)} ilike ${pattern}`),
            sql` or `,
          )})`
        : sql`false`,
    );
  }
  return sql.join(where, sql` and `);
}

export const orderOf = (q: Pick<SpeakerListQuery, 'sortBy' | 'sortDesc'>) =>
  sql.raw(`${SPEAKER_SORT[q.sortBy ?? 'lastName']} ${q.sortDesc ? 'desc' : 'asc'}, s.id`);

/** Ids of the speakers whose searchable fields (those not hidden) contain `term`, case-insensitive, at most
 *  `maxRows`, through the trigram index: row-level security alone would not use it for ILIKE (migration 0013). */
export async function searchSpeakerIds(tx: Tx, term: string, hidden: ReadonlySet<string>, maxRows: number): Promise<number[]> {
  const columns = textArray(searchable(hidden).map((c) => c.column));
  const { ids } = only(
    await tx.query<{ ids: number[] }>(
      sql`select array(select speaker_search_ids(${likePattern(term)}, ${columns}, ${maxRows}::int)) as ids`,
    ),
  );
  return ids;
}

/** One page of the list; `count` is exact up to COUNT_CAP, beyond it a lower bound (`countExact` false), as for events.
 *  A search runs once, stopping after COUNT_CAP + 1 matches (≈ 10 ms for 50,000 speakers): up to the bound its ids
 *  serve page and count; beyond, the page tests the search on the rows it walks in the sort's order (most match). */
export async function listSpeakers(tx: Tx, q: SpeakerListQuery) {
  let where = conditions(q);
  let searchCapped = false;
  if (q.searchQuery) {
    const ids = await searchSpeakerIds(tx, q.searchQuery, q.hidden, COUNT_CAP + 1);
    searchCapped = ids.length > COUNT_CAP;
    if (!searchCapped) where = conditions({ ...q, searchIds: ids });
  }
  const offset = (q.page - 1) * q.limit;
  const results = await tx.query<Speaker>(sql`select ${SELECT} from speakers s where ${where}
    order by ${orderOf(q)} limit ${q.limit} offset ${offset}`);
  const count = searchCapped
    ? COUNT_CAP + 1
    : only(
        await tx.query<{ count: number }>(
          sql`select count(*)::int as count from (select from speakers s where ${where} limit ${COUNT_CAP + 1}) capped`,
        ),
      ).count;
  if (count <= COUNT_CAP) return { results, count, countExact: true };
  return { results, count: Math.max(COUNT_CAP, offset + results.length), countExact: false };
}

/** A speaker the request has reached (`reachableSpeaker`) or written: exactly one, or a bug. */
export async function getSpeaker(tx: Tx, id: number): Promise<Speaker> {
  return only(await tx.query<Speaker>(sql`select ${SELECT} from speakers s where s.id = ${id}`));
}

/** The speaker's events, newest first (the Speaker Events table: title, start, status). */
export async function speakerEvents(tx: Tx, speakerId: number, scope: SQL | null) {
  return tx.query<SpeakerEvent>(sql`
    select e.id, e.short_name as "shortName", e.title,
      to_char(e.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startTime", e.zone, e.status
    from events e join event_speakers es on es.event_id = e.id
    where es.speaker_id = ${speakerId} and ${scope ?? sql`true`}
    order by e.start_time desc, e.id`);
}
