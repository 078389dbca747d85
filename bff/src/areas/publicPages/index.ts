import type { BffArea } from '../../platform/area.ts';
import { publicPageMutations, publicPageQueries } from './schema/PublicPages/PublicPages.resolvers.ts';
import { createPublicPagesApi } from './upstream/publicPages.ts';

/** The public survey and registration pages' operations (no sign-in; the page itself is web/respond). */
export const publicPagesArea = {
  name: 'publicPages',
  upstream: { publicPages: createPublicPagesApi },
  query: publicPageQueries,
  mutation: publicPageMutations,
} satisfies BffArea;
