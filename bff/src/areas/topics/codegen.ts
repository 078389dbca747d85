import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the topics area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: { Topic: './upstream/topics.ts#TopicDto' },
};
