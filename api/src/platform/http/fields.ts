import { hiddenFieldSet, type Entity } from '../auth/model.ts';
import type { Tx } from '../db/client.ts';
import { hiddenFieldsOf } from '../policy/permissions.ts';
import { HttpError } from './errors.ts';

/**
 * Field hiding in the service itself: the second wall behind the BFF's policy (bff/src/platform/policy/).
 * A field hidden from the caller's role (`field_settings`, kind `hidden`) is null in every answer,
 * and is never searched, filtered or sorted on that role's behalf: a count that changes with a
 * search on a hidden field would give its value away.
 */

const NONE: ReadonlySet<string> = new Set();

/** The caller's hidden fields per entity, read once per request on first use. */
export type HiddenFields = (entity: Entity) => Promise<ReadonlySet<string>>;

export function hiddenFieldsLoader(tx: Tx, role: string | null): HiddenFields {
  let all: Promise<Map<string, ReadonlySet<string>>> | undefined;
  return async (entity) => {
    if (!role) return NONE;
    all ??= hiddenFieldsOf(tx, role).then(
      (byEntity) => new Map(Object.entries(byEntity).map(([name, fields]) => [name, hiddenFieldSet(fields)])),
    );
    return (await all).get(entity) ?? NONE;
  };
}

/** A copy of `row` with the hidden fields that it carries set to null. */
export function redactRow<T>(row: T, hidden: ReadonlySet<string>): T {
  if (!hidden.size || !row || typeof row !== 'object') return row;
  const copy = { ...(row as Record<string, unknown>) };
  for (const field of hidden) if (field in copy) copy[field] = null;
  return copy as T;
}

/** An answer with its rows redacted: a list `{ results }`, an array of rows, or one row. */
export function redactAnswer<T>(answer: T, hidden: ReadonlySet<string>): T {
  if (!hidden.size || !answer || typeof answer !== 'object') return answer;
  if (Array.isArray(answer)) return answer.map((row) => redactRow(row, hidden)) as T;
  const list = answer as { results?: unknown };
  if (Array.isArray(list.results)) return { ...answer, results: list.results.map((row) => redactRow(row, hidden)) };
  return redactRow(answer, hidden);
}

/** Other entities' rows an answer's rows carry, by property: the entity of a nested row (or list of rows), or the
 *  entity and the fields a flattened property shows (null when any of them is hidden). Dotted names reach deeper
 *  properties (through lists too). */
export type RelatedFields = Readonly<Record<string, Entity | readonly [Entity, ...string[]]>>;

/** `holder` with `change` applied to the value at `keys` (through lists at any depth); untouched where it is absent. */
function changedAt(holder: unknown, keys: readonly string[], change: (value: unknown) => unknown): unknown {
  if (Array.isArray(holder)) return holder.map((item) => changedAt(item, keys, change));
  const [key, ...rest] = keys;
  if (!holder || typeof holder !== 'object' || key === undefined || !(key in holder)) return holder;
  const object = holder as Record<string, unknown>;
  return { ...object, [key]: rest.length ? changedAt(object[key], rest, change) : change(object[key]) };
}

/** A copy of `answer` with the caller's hidden fields of each related entity nulled where its rows carry them. */
export async function redactRelated<T>(answer: T, related: RelatedFields, hidden: HiddenFields): Promise<T> {
  if (!answer || typeof answer !== 'object') return answer;
  const list = !Array.isArray(answer) && Array.isArray((answer as { results?: unknown }).results);
  let rows: unknown = list ? (answer as { results?: unknown }).results : answer;
  for (const [path, target] of Object.entries(related)) {
    const [entity, ...shows] = typeof target === 'string' ? [target] : target;
    const fields = await hidden(entity);
    const flat = shows.length > 0;
    if (!fields.size || (flat && !shows.some((field) => fields.has(field)))) continue;
    rows = changedAt(rows, path.split('.'), (value) =>
      flat ? null : Array.isArray(value) ? value.map((row) => redactRow(row, fields)) : redactRow(value, fields),
    );
  }
  return (list ? { ...answer, results: rows } : rows) as T;
}

/** What a list may be sorted and filtered by, named as the entity's fields (`field_settings` names). */
export interface ListFieldRules {
  /** Sort key → the fields it orders by, where they are not the key's own name (`name` → `lastName`, `firstName`). */
  sorts?: Record<string, readonly string[]>;
  /** Filter key → the field it reads (`selectedFieldReps` → `fieldRepId`); keys not named read no hideable field. */
  filters?: Record<string, string>;
}

/** Refuses (400) a sort or a filter on a field hidden from the caller's role. */
export function refuseHiddenListFields(
  hidden: ReadonlySet<string>,
  query: { sortBy?: string; filters?: Record<string, unknown> },
  rules: ListFieldRules = {},
) {
  if (!hidden.size) return;
  if (query.sortBy && (rules.sorts?.[query.sortBy] ?? [query.sortBy]).some((field) => hidden.has(field))) {
    throw new HttpError(400, `sortBy: sorting by ${query.sortBy} is not available to your role`);
  }
  for (const [key, field] of Object.entries(rules.filters ?? {})) {
    const value = query.filters?.[key];
    const given = Array.isArray(value)
      ? value.length > 0
      : value && typeof value === 'object'
        ? Object.values(value).some((v) => v != null)
        : value != null;
    if (given && hidden.has(field)) throw new HttpError(400, `filters.${key}: filtering by ${field} is not available to your role`);
  }
}

/** Refuses (400) a sort by a key that orders by a related entity's field hidden from the caller's role
 *  (`{ speakerName: ['speaker', 'firstName', 'lastName'] }`); keys not named order by no related field. */
export async function refuseRelatedSort(
  sortBy: string | undefined,
  sorts: Readonly<Record<string, readonly [Entity, ...string[]]>>,
  hidden: HiddenFields,
) {
  const target = sortBy ? sorts[sortBy] : undefined;
  if (!target) return;
  const [entity, ...fields] = target;
  const hiddenFields = await hidden(entity);
  const field = fields.find((f) => hiddenFields.has(f));
  if (field) throw new HttpError(400, `sortBy: sorting by ${sortBy} is not available to your role`);
}
