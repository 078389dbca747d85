import { GraphQLError } from 'graphql';

/** REST refusals a screen shows in its own words ('Error: {message}', a preview's reason): a choice missing or wrong
 *  (400), a record not found (404), a conflict (409). A refused role (403) and everything else stay GraphQL errors, as
 *  everywhere. */
const SHOWN_STATUSES = new Set([400, 404, 409]);

/** The REST message of a refusal the screen shows, or the error thrown again. */
export function shownRefusal(error: unknown): string {
  if (error instanceof GraphQLError && SHOWN_STATUSES.has(error.extensions.status as number)) return error.message;
  throw error;
}
