import { fromGlobalId, toGlobalId } from 'graphql-relay';
import { graphQLError } from '../errors.ts';

/** The object types that implement `Node`. */
export const NODE_TYPES = [
  'Event',
  'FieldRep',
  'Topic',
  'Speaker',
  'Venue',
  'SurveyTemplate',
  'EmailSeries',
  'RegistrationTemplate',
] as const;

export type NodeType = (typeof NODE_TYPES)[number];

/** base64("Type:internalId"). */
export function globalId(type: NodeType | 'User', internalId: number): string {
  return toGlobalId(type, internalId);
}

/** The type and internal id of a global id, or null when it is not one of ours. */
export function parseGlobalId(id: string): { type: NodeType; internalId: number } | null {
  const { type, id: raw } = fromGlobalId(id);
  const internalId = Number(raw);
  if (!(NODE_TYPES as readonly string[]).includes(type) || !/^\d+$/.test(raw) || !Number.isSafeInteger(internalId)) return null;
  return { type: type as NodeType, internalId };
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
