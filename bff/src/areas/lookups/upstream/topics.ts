import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

/** A program topic as `topics` answers it. */
export interface TopicDto {
  id: number;
  name: string | null;
  description: string | null;
}

export function createTopicsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const topics = createResourceReader<TopicDto>(http, policy, 'topics', 'topic');
  return { list: topics.list, topicById: topics.byId };
}

export type TopicsApi = ReturnType<typeof createTopicsApi>;
