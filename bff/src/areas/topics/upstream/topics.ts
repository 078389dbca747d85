import type { Topic } from '../../../../../api/src/areas/topics/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** A program topic as `topics` answers it: the api's answer schema. */
export type TopicDto = Topic;

export function createTopicsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const topics = createResourceReader<TopicDto>(http, policy, 'topics', 'topic');
  return { list: topics.list, topicById: topics.byId };
}

export type TopicsApi = ReturnType<typeof createTopicsApi>;
