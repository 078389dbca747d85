import type { BffArea } from '../../platform/area.ts';
import { trainingEnumValues } from './enumValues.ts';
import {
  fetchSpeakerTraining,
  SpeakerTraining,
  speakerTrainingMutations,
  speakerTrainingQueries,
} from './schema/SpeakerTraining/SpeakerTraining.resolvers.ts';
import {
  fetchTrainingProgram,
  TrainingProgram,
  trainingProgramMutations,
  trainingProgramQueries,
  TrainingSpeaker,
  TrainingTopic,
  TrainingVideo,
} from './schema/TrainingProgram/TrainingProgram.resolvers.ts';
import { trainingRoutes } from './trainingRoutes.ts';
import { createTrainingsApi } from './upstream/trainings.ts';

/** Speaker trainings (spec 002 §2.8–2.9): Training Management, the Trainings list and wizard, the player, the profile card. */
export const trainingsArea = {
  name: 'trainings',
  upstream: { trainings: createTrainingsApi },
  query: { ...speakerTrainingQueries, ...trainingProgramQueries },
  mutation: { ...speakerTrainingMutations, ...trainingProgramMutations },
  types: { SpeakerTraining, TrainingProgram, TrainingVideo, TrainingTopic, TrainingSpeaker, ...trainingEnumValues },
  http: trainingRoutes,
  nodes: { SpeakerTraining: fetchSpeakerTraining, TrainingProgram: fetchTrainingProgram },
} satisfies BffArea;
