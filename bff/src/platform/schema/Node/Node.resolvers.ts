import type { NodeResolvers, QueryResolvers, ResolversInterfaceTypes, ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { graphQLError } from '../../errors.ts';
import { MAX_FIRST } from '../connection.ts';
import { AREAS } from '../../../areas/index.ts';
import { parseGlobalId } from '../globalId.ts';

type NodeRow = ResolversInterfaceTypes<ResolversTypes>['Node'];
/** The names of the schema's Node types (generated from schema.graphql). */
type NodeName = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;
type TypedNode = NodeRow & { __typename: NodeName };

/** Each Node type's fetch function, from the areas — the same one its root field uses, so every check holds for both. */
export const NODE_FETCHERS: ReadonlyMap<string, (ctx: Context, internalId: number) => Promise<NodeRow | null>> = new Map(
  AREAS.flatMap((area) => Object.entries('nodes' in area ? area.nodes : {})) as [
    string,
    (ctx: Context, id: number) => Promise<NodeRow | null>,
  ][],
);

/** The object behind a global id, or null when the id is malformed, missing or another tenant's. */
async function fetchNode(ctx: Context, id: string): Promise<TypedNode | null> {
  const parsed = parseGlobalId(id);
  if (!parsed) return null;
  const fetch = NODE_FETCHERS.get(parsed.type);
  const row = fetch ? await fetch(ctx, parsed.internalId) : null;
  return row ? { ...row, __typename: parsed.type as NodeName } : null;
}

export const nodeQueries: Pick<QueryResolvers, 'node' | 'nodes'> = {
  node: (_parent, { id }, ctx) => fetchNode(ctx, id),
  nodes: (_parent, { ids }, ctx) => {
    if (ids.length > MAX_FIRST) throw graphQLError('BAD_USER_INPUT', `\`ids\` may hold at most ${MAX_FIRST} ids`);
    return Promise.all(ids.map((id) => fetchNode(ctx, id)));
  },
};

export const Node: NodeResolvers = {
  __resolveType: (row) => (row as TypedNode).__typename,
};
