import type { ApiArea } from '../../platform/area.ts';
import { seedDemoVideo, trainingSeed } from './seed.ts';
import * as tables from './tables.ts';
import { trainingRoutes } from './trainings.ts';

/** Speaker trainings (spec 002 §2.8–2.9, §3–§9): training programs (checkbox, video, Veeva qualification), their videos
 *  (streamed uploads, ranged reads), the trainings assigned to speakers with their completion and certificate. */
export const trainingsArea: ApiArea = {
  name: 'trainings',
  routes: (route, { storage }) => trainingRoutes(route, storage),
  tables,
  seed: trainingSeed,
  afterSeed: (deps) => seedDemoVideo(deps),
};
