import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Context } from './context.ts';

/** Who may introspect the schema (`__schema`, `__type`): everybody, nobody, or callers the service accepts. */
export type IntrospectionMode = 'on' | 'off' | 'signed-in';

export const INTROSPECTION_MODES: readonly IntrospectionMode[] = ['on', 'off', 'signed-in'];

/** `GRAPHQL_INTROSPECTION`; unset: `signed-in` when `NODE_ENV=production`, else `on`. */
export function introspectionMode(env: NodeJS.ProcessEnv = process.env): IntrospectionMode {
  const value = env.GRAPHQL_INTROSPECTION?.trim();
  if (!value) return env.NODE_ENV === 'production' ? 'signed-in' : 'on';
  if (!(INTROSPECTION_MODES as readonly string[]).includes(value)) {
    throw new Error(`GRAPHQL_INTROSPECTION must be one of ${INTROSPECTION_MODES.join(', ')}, not "${value}"`);
  }
  return value as IntrospectionMode;
}

export const INTROSPECTION_SIGNED_IN_MESSAGE = 'Introspection is available to signed-in users';
export const INTROSPECTION_OFF_MESSAGE = 'Introspection is disabled on this server';

/**
 * Whether an operation introspects the schema: a `__schema` or `__type` field anywhere (what graphql's
 * `NoSchemaIntrospectionCustomRule` refuses; `__typename` is not introspection). A plain AST walk: the
 * document has passed validation, and names starting with `__` are reserved for introspection.
 */
export function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** Whether the service accepts the request's session: one `GET users/my-user-data` (with the cookie
 *  session's transparent refresh), made only for operations that introspect. */
async function signedIn(context: Context): Promise<boolean> {
  if (!context.session.accessToken) return false;
  return context.upstream.users.myUserData().then(
    () => true,
    () => false,
  );
}

/**
 * Refuses operations that introspect the schema when the mode does not allow it, after validation and
 * before anything executes: `GRAPHQL_VALIDATION_FAILED`, HTTP 400.
 */
export function introspectionPlugin(mode: IntrospectionMode): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      if (mode === 'on') return;
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!introspects(document)) return;
          if (mode === 'signed-in' && (await signedIn(contextValue))) return;
          throw new GraphQLError(mode === 'off' ? INTROSPECTION_OFF_MESSAGE : INTROSPECTION_SIGNED_IN_MESSAGE, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          });
        },
      };
    },
  };
}
