import type { ApiArea } from '../../platform/area.ts';
import { topicsSeed } from './seed.ts';
import * as tables from './tables.ts';
import { topicRoutes } from './topics.ts';

/** The topics table, for the seeds and queries of the areas whose rows refer to topics. */
export { topics } from './tables.ts';

/** Program topics (the event form's topic, the topic of slide decks and trainings): the list. */
export const topicsArea: ApiArea = {
  name: 'topics',
  tables,
  routes: (route) => topicRoutes(route),
  seed: topicsSeed,
  entityFields: { topic: ['name', 'description'] },
};
