/**
 * Per-role field hiding — the one place it happens. Every entity leaves the upstream layer through
 * `FieldPolicy.apply`, so root fields, `node(id:)`, connection edges and mutation payloads all see
 * the same redacted object: a field hidden from the caller's role is null.
 */
import { hiddenFieldSet, type Entity } from '../../../../api/src/platform/auth/model.ts';
import { redactRelated, type RelatedFields } from '../../../../api/src/platform/http/fields.ts';

/** Permission-model entity names (spec 000 section 3): the api's catalogue, so a new area's entity needs no edit here. */
export type PolicyEntity = Entity;

/** A copy of `row` with the hidden fields set to null. */
export function redact<T extends object>(row: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return row;
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of hidden) copy[field] = null;
  return copy as T;
}

export interface FieldPolicy {
  /** The fields of `entity` hidden from the caller's role (fetch it beside the rows to save a round trip). */
  hiddenFor(entity: PolicyEntity): Promise<ReadonlySet<string>>;
  /** The rows with the fields hidden from the caller's role nulled. */
  apply<T extends object>(entity: PolicyEntity, rows: T[]): Promise<T[]>;
  applyOne<T extends object>(entity: PolicyEntity, row: T): Promise<T>;
  /** The answer (a list, rows or one row) with the hidden fields of the related rows it carries nulled, as the REST
   *  route declares them (`related`, api `platform/http/fields.ts`): a topic nested in a resource, a user's speaker.
   *  Given the answer's promise, the hidden fields are asked for while it is on its way (one round trip, not two). */
  applyRelated<T>(related: RelatedFields, answer: T | Promise<T>): Promise<T>;
}

/** A policy over the caller's hidden fields per entity (loaded once per entity per request). */
export function createFieldPolicy(hiddenFields: (entity: PolicyEntity) => Promise<string[]>): FieldPolicy {
  const hiddenFor = async (entity: PolicyEntity) => hiddenFieldSet(await hiddenFields(entity));
  async function apply<T extends object>(entity: PolicyEntity, rows: T[]): Promise<T[]> {
    const hidden = await hiddenFor(entity);
    return rows.map((row) => redact(row, hidden));
  }
  return {
    hiddenFor,
    apply,
    applyOne: async (entity, row) => (await apply(entity, [row]))[0]!,
    async applyRelated(related, answer) {
      const entities = [...new Set(Object.values(related).map((target) => (typeof target === 'string' ? target : target[0])))];
      // Both settled before either is read, so a failing one never leaves the other running behind the answer.
      const [settled, ...loads] = await Promise.allSettled([answer, ...entities.map((entity) => hiddenFor(entity))]);
      for (const result of [settled, ...loads]) if (result.status === 'rejected') throw result.reason;
      return redactRelated((settled as PromiseFulfilledResult<Awaited<typeof answer>>).value, related, hiddenFor);
    },
  };
}
