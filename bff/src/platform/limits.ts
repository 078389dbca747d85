import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { graphQLError } from './errors.ts';
import { MAX_FIRST } from './schema/connection.ts';

/** Query limits, checked during validation — a refused operation makes no REST call. */
export const QUERY_LIMITS = {
  maxDepth: 12,
  /** A screen asks its permissions and flags as aliases of `can` and `flag` (the event list: 16). */
  maxAliases: 30,
  /**
   * graphql-armor's cost: objects 2, scalars 1, ×1.5 per level, × a literal `first`. The event list
   * with its speakers, venue, field rep and topic at `first: 100` costs about 20,000; a page of 100 events with every
   * field (each event's totals included) about 50,300, three such pages 150,000.
   */
  maxCost: 60_000,
  maxTokens: 5_000,
  maxDirectives: 50,
} as const;

/** The `first` arguments of a document: a literal value or the name of a variable. */
type FirstArgument = { literal: number } | { variable: string };

/** Per parsed document: Apollo keeps one per query text, so the walk happens once per query, not per request. */
const firstArgumentsByDocument = new WeakMap<DocumentNode, FirstArgument[]>();

function firstArguments(document: DocumentNode): FirstArgument[] {
  const cached = firstArgumentsByDocument.get(document);
  if (cached) return cached;
  const found: FirstArgument[] = [];
  visit(document, {
    Argument(node) {
      if (node.name.value !== 'first') return;
      if (node.value.kind === Kind.VARIABLE) found.push({ variable: node.value.name.value });
      else if (node.value.kind === Kind.INT) found.push({ literal: Number(node.value.value) });
    },
  });
  firstArgumentsByDocument.set(document, found);
  return found;
}

/**
 * Refuses an operation asking any connection for more than `MAX_FIRST` rows (a literal or a
 * variable) once its variables are known and before anything executes, so no REST call is made for
 * its other fields either. The connection helper checks the same bound for each field.
 */
export const firstArgumentLimit: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        for (const argument of firstArguments(document)) {
          const value = 'literal' in argument ? argument.literal : request.variables?.[argument.variable];
          if (typeof value === 'number' && value > MAX_FIRST) {
            throw graphQLError('BAD_USER_INPUT', `\`first\` must be at most ${MAX_FIRST}`, { http: { status: 400 } });
          }
        }
      },
    };
  },
};

/**
 * graphql-armor's token limit parses the document itself when parsing starts, and anything thrown in
 * that hook reaches Apollo as an unexpected failure (HTTP 500). Wrapped: a syntax error is left to
 * Apollo's own parse (400 `GRAPHQL_PARSE_FAILED`), and the token limit refuses the operation with 400
 * once it is resolved (before anything executes, like the `first` bound), if validation has not already.
 */
function clientErrorsAtParse(plugin: ApolloServerPlugin): ApolloServerPlugin {
  return {
    ...plugin,
    async requestDidStart(context) {
      const listener = await plugin.requestDidStart?.(context);
      if (!listener?.parsingDidStart) return listener;
      const parsingDidStart = listener.parsingDidStart.bind(listener);
      let refusal: string | undefined;
      return {
        ...listener,
        async parsingDidStart(requestContext) {
          try {
            return await parsingDidStart(requestContext);
          } catch (error) {
            // graphql-js's syntax errors point at the source; armor's token limit (also 'Syntax Error: …') does not.
            if (!(error as { locations?: unknown[] }).locations?.length) refusal = error instanceof Error ? error.message : String(error);
            return undefined;
          }
        },
        async didResolveOperation() {
          if (refusal) throw new GraphQLError(refusal, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
        },
      };
    },
  };
}

/** graphql-armor protections plus the `first` bound; field suggestions ("Did you mean …") only in development. */
export function queryLimits(development: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: !development },
  }).protect();
  return { ...armor, plugins: [...armor.plugins.map(clientErrorsAtParse), firstArgumentLimit] };
}
