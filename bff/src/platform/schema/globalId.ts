import { fromGlobalId, toGlobalId } from 'graphql-relay';
import { graphQLError } from '../errors.ts';

/** An object type that implements `Node` (its fetcher comes from its area: bff/src/areas/<area>/index.ts). */
export type NodeType = string;

/** What a type name in a global id may look like. */
const TYPE_NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;

/** base64("Type:internalId"). */
export function globalId(type: NodeType, internalId: number): string {
  return toGlobalId(type, internalId);
}

/** The type and internal id of a global id, or null when it is not one of ours. */
export function parseGlobalId(id: string): { type: NodeType; internalId: number } | null {
  const { type, id: raw } = fromGlobalId(id);
  const internalId = Number(raw);
  if (!TYPE_NAME.test(type) || !/^\d+$/.test(raw) || !Number.isSafeInteger(internalId)) return null;
  return { type, internalId };
}

/** The internal id of a global id of `type`; anything else is refused as bad input. */
export function internalIdOf(type: NodeType, id: string): number {
  const parsed = parseGlobalId(id);
  if (!parsed || parsed.type !== type) throw graphQLError('BAD_USER_INPUT', `Invalid ${type} id: ${id}`);
  return parsed.internalId;
}

/** `id` (global) and `internalId` of a Node type resolved from a REST row. */
export function nodeIdentity(type: NodeType) {
  return {
    id: (row: { id: number }) => globalId(type, row.id),
    internalId: (row: { id: number }) => row.id,
  };
}
