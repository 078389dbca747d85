import { TOPICS } from '../../platform/db/lookups.ts';
import { lookupListRoute } from '../../platform/http/lookupList.ts';
import type { Router } from '../../platform/http/route.ts';
import { topic } from './answers.ts';

export function topicRoutes(route: Router) {
  lookupListRoute(route, 'topics', 'topic', TOPICS, topic);
}
