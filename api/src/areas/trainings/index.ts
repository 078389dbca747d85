import type { ApiArea } from '../../platform/area.ts';
import { assignmentRoutes } from './assignmentRoutes.ts';
import { certificateRoutes } from './certificateRoutes.ts';
import { programRoutes } from './programRoutes.ts';
import { seedDemoVideo, trainingSeed } from './seed.ts';
import { speakerTrainingRoutes } from './speakerTrainingRoutes.ts';
import * as tables from './tables.ts';
import { videoRoutes } from './videoRoutes.ts';

/** Speaker trainings (spec 002 §2.8–2.9, §3–§9): training programs (checkbox, video, Veeva qualification), their videos
 *  (streamed uploads, ranged reads), the trainings assigned to speakers with their completion and certificate. */
export const trainingsArea: ApiArea = {
  name: 'trainings',
  routes: (route, deps) => {
    speakerTrainingRoutes(route, deps);
    programRoutes(route);
    videoRoutes(route, deps);
    assignmentRoutes(route);
    certificateRoutes(route, deps);
  },
  tables,
  seed: trainingSeed,
  afterSeed: (deps) => seedDemoVideo(deps),
};
