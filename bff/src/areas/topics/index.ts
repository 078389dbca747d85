import type { BffArea } from '../../platform/area.ts';
import { fetchTopic, Topic } from './schema/Topic/Topic.resolvers.ts';
import { topicsConnection } from './schema/Topic/TopicsConnection.ts';
import { createTopicsApi } from './upstream/topics.ts';

/** Program topics (the event form's topic, with the topic's newest slide deck): the list. */
export const topicsArea = {
  name: 'topics',
  upstream: { topics: createTopicsApi },
  query: { ...topicsConnection },
  types: { Topic },
  nodes: { Topic: fetchTopic },
} satisfies BffArea;
