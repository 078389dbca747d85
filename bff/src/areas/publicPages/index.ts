import type { BffArea } from '../../platform/area.ts';
import { publicPageMutations, publicPageQueries } from './schema/PublicPages/PublicPages.resolvers.ts';
import { createPublicPagesApi } from './upstream/publicPages.ts';

/** How a page's answers become REST answers and REST refusals field errors, which the attendee form shares. */
export { fieldErrorsOf, toAnswers } from './schema/PublicPages/PublicPages.resolvers.ts';

/** The public survey and registration pages' operations (no sign-in; the page itself is web/respond). */
export const publicPagesArea = {
  name: 'publicPages',
  upstream: { publicPages: createPublicPagesApi },
  query: publicPageQueries,
  mutation: publicPageMutations,
} satisfies BffArea;
