import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context.ts';

/** Response header carrying the number of REST calls an operation made. */
export const UPSTREAM_CALLS_HEADER = 'x-upstream-calls';

/**
 * Reports the REST calls made for each operation in `extensions.upstreamCalls` and the
 * `x-upstream-calls` header, so N+1 freedom is observable (and testable) from outside.
 */
export const upstreamCallsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const calls = contextValue.calls.count;
        response.http.headers.set(UPSTREAM_CALLS_HEADER, String(calls));
        if (response.body.kind === 'single') {
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, upstreamCalls: calls };
        }
      },
    };
  },
};
