import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { AREAS } from '../../areas/index.ts';
import { Node, nodeQueries } from './Node/Node.resolvers.ts';
import { scalarAndEnumResolvers } from './scalars.ts';

/** Each type's resolvers from every area: an area resolves the fields it adds to another area's type (`extend type`). */
const types: Record<string, object> = {};
for (const area of AREAS)
  for (const [name, value] of Object.entries('types' in area ? area.types : {}))
    types[name] = name in types ? { ...types[name], ...value } : value;

/** Every resolver of schema.graphql: the platform's (scalars, enums, Node) and each area's. */
export const resolvers: Resolvers = {
  ...scalarAndEnumResolvers,
  Query: Object.assign({ ...nodeQueries }, ...AREAS.map((area) => ('query' in area ? area.query : {}))),
  Mutation: Object.assign({}, ...AREAS.map((area) => ('mutation' in area ? area.mutation : {}))),
  Node,
  ...types,
};
