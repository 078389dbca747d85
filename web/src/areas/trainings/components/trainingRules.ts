import { TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';

/** The wizard's and the edit form's program fields (spec 002 §5 Training create). */
export interface ProgramValues {
  programName: string;
  /** '' until chosen. */
  type: '' | 'CHECKBOX' | 'VIDEO' | 'VEEVA_QUALIFICATION';
  /** Topic internal id; null for none. */
  topicId: number | null;
  /** YYYY-MM-DD. */
  expirationDate: string;
}

export interface VideoValues {
  file: File | null;
  name: string;
  description: string;
}

/** The type choices with their labels (spec 002 §3). */
export const TYPE_CHOICES: { value: Exclude<ProgramValues['type'], ''>; label: string }[] = [
  { value: 'CHECKBOX', label: 'Interactive Training' },
  { value: 'VIDEO', label: 'Video' },
  { value: 'VEEVA_QUALIFICATION', label: 'Veeva Qualification' },
];

export type AssignmentChoice = 'ALL' | 'TOPIC' | 'SPEAKERS' | null;

export interface AssignValues {
  assignment: AssignmentChoice;
  speakerIds: number[];
  dueDate: string;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Step 1 (Create) and the edit forms: type, name, an expiration day after today. Editing (`savedExpiration`, the
 *  program's own day), the day must be in the future only when it changes: an expired program can be renamed. */
export function validateProgram(values: ProgramValues, now = new Date(), savedExpiration?: string): Errors<ProgramValues> {
  const errors: Errors<ProgramValues> = {};
  if (!values.type) errors.type = M.typeRequired;
  if (!values.programName.trim()) errors.programName = M.nameRequired;
  if (!values.expirationDate) errors.expirationDate = M.expirationRequired;
  else if (values.expirationDate !== savedExpiration && values.expirationDate <= todayOf(now)) errors.expirationDate = M.expirationFuture;
  return errors;
}

/** Step 2 (Upload, video trainings only): the file, its name and description. */
export function validateVideo(values: VideoValues): Errors<VideoValues> {
  const errors: Errors<VideoValues> = {};
  if (!values.file) errors.file = M.videoRequired;
  if (!values.name.trim()) errors.name = M.videoNameRequired;
  if (!values.description.trim()) errors.description = M.videoDescriptionRequired;
  return errors;
}

/** The Assign step and the assign dialog: one choice (the topic's speakers only with a topic), a due day, and at
 *  least one speaker for 'selected speakers'. */
export function validateAssign(values: AssignValues, hasTopic: boolean): Errors<AssignValues> {
  const errors: Errors<AssignValues> = {};
  if (!values.assignment || (values.assignment === 'TOPIC' && !hasTopic)) errors.assignment = M.assignmentType;
  else if (values.assignment === 'SPEAKERS' && values.speakerIds.length === 0) errors.speakerIds = M.speakerRequired;
  if (!values.dueDate) errors.dueDate = 'Due date is required';
  return errors;
}

/** The wizard's steps: Upload only for a video training. */
export function wizardSteps(type: ProgramValues['type']): ('Create' | 'Upload' | 'Assign')[] {
  return type === 'VIDEO' ? ['Create', 'Upload', 'Assign'] : ['Create', 'Assign'];
}

/** Training edit: Save only with a name, a type and an id, and when something changed. */
export function canSaveEdit(id: string | null, original: ProgramValues, values: ProgramValues): boolean {
  if (!id || !values.programName.trim() || !values.type) return false;
  return (
    values.programName.trim() !== original.programName ||
    values.type !== original.type ||
    values.topicId !== original.topicId ||
    values.expirationDate !== original.expirationDate
  );
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
