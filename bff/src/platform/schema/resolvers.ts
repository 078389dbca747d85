import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { AREAS } from '../../areas/index.ts';
import { Node, nodeQueries } from './Node/Node.resolvers.ts';
import { scalarAndEnumResolvers } from './scalars.ts';

/** Every resolver of schema.graphql: the platform's (scalars, enums, Node) and each area's. */
export const resolvers: Resolvers = {
  ...scalarAndEnumResolvers,
  Query: Object.assign({ ...nodeQueries }, ...AREAS.map((area) => ('query' in area ? area.query : {}))),
  Mutation: Object.assign({}, ...AREAS.map((area) => ('mutation' in area ? area.mutation : {}))),
  Node,
  ...Object.assign({}, ...AREAS.map((area) => ('types' in area ? area.types : {}))),
};
