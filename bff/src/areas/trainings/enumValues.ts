type ValueOf<T> = T[keyof T];

/** Training types (REST `type`). */
export const TrainingTypeValues = { CHECKBOX: 'checkbox', VIDEO: 'video', VEEVA_QUALIFICATION: 'veeva_qualification' } as const;
export type TrainingTypeValue = ValueOf<typeof TrainingTypeValues>;

/** Speaker training statuses (REST `status`). */
export const SpeakerTrainingStatusValues = { COMPLETE: 'Complete', OVERDUE: 'Overdue', PENDING: 'Pending', EXPIRED: 'Expired' } as const;
export type SpeakerTrainingStatusValue = ValueOf<typeof SpeakerTrainingStatusValues>;

/** Training Management's sort columns (REST `sortBy`). */
export const SpeakerTrainingSortFieldValues = {
  SPEAKER_NAME: 'speakerName',
  PROGRAM_NAME: 'programName',
  TYPE: 'type',
  TOPIC: 'topic',
  DUE_DATE: 'dueDate',
  COMPLETION_DATE: 'completionDate',
  STATUS: 'status',
} as const;
export type SpeakerTrainingSortFieldValue = ValueOf<typeof SpeakerTrainingSortFieldValues>;

/** The Trainings list's sort columns (REST `sortBy`). */
export const TrainingProgramSortFieldValues = {
  PROGRAM_NAME: 'programName',
  TYPE: 'type',
  TOPIC: 'topic',
  EXPIRATION_DATE: 'expirationDate',
  CREATED_AT: 'createdAt',
} as const;
export type TrainingProgramSortFieldValue = ValueOf<typeof TrainingProgramSortFieldValues>;

/** Whom an assignment reaches (REST route `assign/all`, `assign/topic/{id}`, `assign/speakers`). */
export const TrainingAssignmentValues = { ALL: 'all', TOPIC: 'topic', SPEAKERS: 'speakers' } as const;
export type TrainingAssignmentValue = ValueOf<typeof TrainingAssignmentValues>;

/** The trainings section's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const trainingEnumValues = {
  TrainingType: TrainingTypeValues,
  SpeakerTrainingStatus: SpeakerTrainingStatusValues,
  SpeakerTrainingSortField: SpeakerTrainingSortFieldValues,
  TrainingProgramSortField: TrainingProgramSortFieldValues,
  TrainingAssignment: TrainingAssignmentValues,
} as const;
