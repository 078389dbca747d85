import type { FastifyPluginAsync } from 'fastify';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.ts';
import type { Context } from './context.ts';
import type { FieldPolicy } from './policy/fieldHiding.ts';
import type { UpstreamHttp } from './upstream/http.ts';

/** Fetches a Node by its internal id, with every check of its root field (null when missing or out of reach). */
export type NodeFetcher = (ctx: Context, internalId: number) => Promise<object | null>;

/** Builds one REST resource module for a request (its DataLoaders live and die with the request). */
export type UpstreamFactory = (http: UpstreamHttp, policy: FieldPolicy) => unknown;

/**
 * An area of the BFF (bff/src/areas/<area>/index.ts): its REST modules, its root fields and type
 * resolvers, and the Node types it owns. `bff/src/areas/index.ts` lists the areas. Beside the manifest, the area's
 * `schema.graphql` declares its types and root fields, and its `codegen.ts` (`AreaCodegen`) their resolver types.
 */
export interface BffArea {
  name: string;
  /** `ctx.upstream.<name>` modules, built per request. */
  upstream?: Record<string, UpstreamFactory>;
  /** Root query fields and mutations of the area. */
  query?: QueryResolvers;
  mutation?: MutationResolvers;
  /** Resolvers of the area's object types. */
  types?: Omit<Resolvers, 'Query' | 'Mutation'>;
  /** HTTP routes beside GraphQL (uploads, files), registered with `{ apiUrl }`. */
  http?: FastifyPluginAsync<{ apiUrl: string }>;
  /** `node(id:)` fetchers of the area's Node types: the same function as the type's root field. */
  nodes?: Record<string, NodeFetcher>;
}

/**
 * What the root `codegen.ts` takes from an area (`export const codegen` of `bff/src/areas/<area>/codegen.ts`, a data
 * file so that codegen loads no runtime code). Paths are relative to the area's folder.
 */
export interface AreaCodegen {
  /** GraphQL object type → the REST DTO it is resolved from, `./<file>.ts#<Type>`. */
  mappers?: Record<string, string>;
  /** `./<file>.ts` → its GraphQL enums with their REST values; the file also exports each enum's `<Enum>Value` type. */
  enumValues?: Record<string, Record<string, Record<string, string>>>;
}
