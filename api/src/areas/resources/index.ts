import type { ApiArea } from '../../platform/area.ts';
import { seedSlideDecks } from './attachments.ts';
import { resourceRoutes } from './resources.ts';
import * as tables from './tables.ts';

/** Resources: the topics' slide decks (the resource library comes with its own issue). */
export const resourcesArea: ApiArea = {
  name: 'resources',
  routes: (route, { storage }) => resourceRoutes(route, storage),
  tables,
  afterSeed: ({ db, storage }) => seedSlideDecks(db, storage),
};
