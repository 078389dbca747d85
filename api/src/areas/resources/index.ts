import type { ApiArea } from '../../platform/area.ts';
import { assignmentRoutes } from './assignmentRoutes.ts';
import { seedSlideDecks } from './attachments.ts';
import { groupRoutes } from './groupRoutes.ts';
import { libraryResourceRoutes } from './libraryResourceRoutes.ts';
import { seedResourceLibrary } from './librarySeed.ts';
import { resourceRoutes } from './resources.ts';
import * as tables from './tables.ts';

/** Resources: the topics' slide decks and the speaker resource library (spec 002 §2.2–2.7): groups, resources,
 *  assignment to speakers, export, upload and the watermarked preview. */
export const resourcesArea: ApiArea = {
  name: 'resources',
  routes: (route, deps) => {
    groupRoutes(route, deps);
    libraryResourceRoutes(route, deps);
    assignmentRoutes(route);
    resourceRoutes(route, deps);
  },
  tables,
  afterSeed: async ({ db, storage }) => {
    await seedSlideDecks(db, storage);
    await seedResourceLibrary(db, storage);
  },
};
