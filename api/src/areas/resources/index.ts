import type { ApiArea } from '../../platform/area.ts';
import { seedSlideDecks } from './attachments.ts';
import { seedResourceLibrary } from './librarySeed.ts';
import { resourceRoutes } from './resources.ts';
import * as tables from './tables.ts';

/** Resources: the topics' slide decks and the speaker resource library (spec 002 §2.2–2.7): groups, resources,
 *  assignment to speakers, export, upload and the watermarked preview. */
export const resourcesArea: ApiArea = {
  name: 'resources',
  routes: (route, { storage, db }) => resourceRoutes(route, storage, db),
  tables,
  afterSeed: async ({ db, storage }) => {
    await seedSlideDecks(db, storage);
    await seedResourceLibrary(db, storage);
  },
};
