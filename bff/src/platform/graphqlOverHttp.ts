import type { ApolloServerPlugin } from '@apollo/server';

/**
 * GraphQL over HTTP (https://graphql.github.io/graphql-over-http/draft/), where Apollo Server 5 differs:
 *
 * - Media type. `Accept` chooses between `application/json` and `application/graphql-response+json`
 *   (highest q, then the more specific range, then the earlier one; `*` / `*` gives application/json).
 *   Without `Accept` the spec, since its 2025 watershed, assumes `application/graphql-response+json`
 *   (Apollo still answers application/json). Neither acceptable: left to Apollo, which answers 406.
 * - Status of a request error in a well-formed request (the document does not parse or validate, the
 *   operation cannot be chosen, the variables do not coerce, the query limits refuse it): 4xx with
 *   `application/graphql-response+json` (Apollo's 400), but 200 with `application/json`, whose non-200
 *   answers a client cannot tell from a proxy's. Malformed requests (bad JSON, a `variables` array, no
 *   `query`, a GET mutation, CSRF) keep their 4xx, and the 503 of a starting BFF keeps its 503.
 */
export const MEDIA_TYPES = {
  json: 'application/json; charset=utf-8',
  graphqlResponse: 'application/graphql-response+json; charset=utf-8',
} as const;

/** The codes of GraphQL request errors (no `data`) that a well-formed request can cause. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** The response media type for an `Accept` header, or null when it accepts neither. */
export function responseMediaType(accept: string | undefined): string | null {
  if (!accept?.trim()) return MEDIA_TYPES.graphqlResponse;
  const ranges = accept.split(',').map((part, index) => {
    const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { range, index, q: q ? Number(q.slice(2)) : 1 };
  });
  const candidates = (['json', 'graphqlResponse'] as const)
    .map((name, order) => {
      const type = MEDIA_TYPES[name].split(';')[0]!;
      const specificity = (range: string) => (range === type ? 3 : range === 'application/*' ? 2 : range === '*/*' ? 1 : 0);
      const best = ranges
        .filter((r) => specificity(r.range) > 0)
        .sort((a, b) => specificity(b.range) - specificity(a.range) || a.index - b.index)[0];
      return { name, order, q: best?.q ?? 0, specificity: best ? specificity(best.range) : 0, index: best?.index ?? 0 };
    })
    .filter((c) => c.q > 0 && !Number.isNaN(c.q));
  candidates.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index || a.order - b.order);
  return candidates[0] ? MEDIA_TYPES[candidates[0].name] : null;
}

export const graphqlOverHttpPlugin: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    const mediaType = responseMediaType(request.http?.headers.get('accept'));
    return {
      async willSendResponse({ response }) {
        // Answers depend on the caller's session: never stored by a browser or a proxy (Apollo's cache-control plugin is off).
        response.http.headers.set('cache-control', 'no-store');
        if (response.body.kind !== 'single' || !mediaType) return;
        response.http.headers.set('content-type', mediaType);
        const result = response.body.singleResult;
        const requestError =
          result.data === undefined &&
          (result.errors ?? []).length > 0 &&
          result.errors!.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions?.code)));
        if (mediaType === MEDIA_TYPES.json && requestError && response.http.status === 400) response.http.status = 200;
      },
    };
  },
};
