import type { AreaCodegen } from '../../platform/area.ts';
import { trainingEnumValues } from './enumValues.ts';

/** Resolver types of the trainings area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    SpeakerTraining: './upstream/trainings.ts#SpeakerTrainingDto',
    TrainingProgram: './upstream/trainings.ts#TrainingProgramDto',
    TrainingVideo: './upstream/trainings.ts#TrainingVideoDto',
    TrainingTopic: './upstream/trainings.ts#TrainingTopicDto',
    TrainingSpeaker: './upstream/trainings.ts#TrainingSpeakerDto',
  },
  enumValues: { './enumValues.ts': trainingEnumValues },
};
