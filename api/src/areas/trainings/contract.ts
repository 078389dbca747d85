/**
 * The speaker-training contract (spec 002 §3, §4, §5, §8, §9): types with their labels, the spec's message texts,
 * the status rule and the limits, imported by the api's routes and the web's forms and player alike. Plain
 * TypeScript, so every part can import it.
 */

export const TRAINING_TYPES = ['checkbox', 'video', 'veeva_qualification'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];
export const TRAINING_TYPE_LABELS: Record<TrainingType, string> = {
  checkbox: 'Interactive Training',
  video: 'Video',
  veeva_qualification: 'Veeva Qualification',
};
/** The lists request only these (spec 002 §9). */
export const LISTED_TYPES: readonly TrainingType[] = ['checkbox', 'video'];

export const TRAINING_MESSAGES = {
  typeRequired: 'Training Type is required',
  nameRequired: 'Training name is required',
  expirationRequired: 'Expiration date is required',
  expirationFuture: 'Expiration date must be in the future',
  invalidTopic: 'Clearing invalid topic',
  videoRequired: 'Video is required',
  videoNameRequired: 'Video name is required',
  videoDescriptionRequired: 'Video description is required',
  speakerRequired: 'At least one speaker is required',
  assignmentType: 'Select at least one valid assignment type',
  invalidTrainingData: 'Invalid training data',
  certificatePdf: 'A speaker certificate must be a PDF',
  noFile: 'No file selected',
  /** `POST /speaker-training/check-upload-speed` refusals (ours) and the wizard's alert when the check fails (spec 002 §8). */
  speedTestBody: 'Send the speed test as an application/octet-stream body of 5242880 bytes',
  speedTestTooLarge: 'The speed test body is larger than 5242880 bytes',
  uploadSpeedFailed: 'Failed to check video upload speed.',
  noVideo: 'No video found for this program',
  attestation: 'I attest that I have watched the full training video as intended',
  attestationDenied: 'Attestation denied, training not marked as complete',
  completed: 'Training completed',
  rateLocked: 'Playback rate can not be changed',
  fastForward: 'Fast forward is disabled',
  notWatched: 'The training video has not been watched to the end',
  impersonatedAttestation: 'An impersonated session cannot confirm the attestation',
  videoType: 'Only MP4, WebM and Ogg videos are accepted',
  videoMetadata: 'Error loading video metadata',
  uploadFailed: 'Failed to upload video',
  createFailed: 'Failed to create training',
  trainingIdMissing: 'Training ID not set, failed to create training',
  /** The wizard's Assign step. */
  assignWizardFailed: 'Failed to assign training(s)',
  /** The assign dialog. */
  assignFailed: 'Failed to assign trainings',
  speakersFailed: 'Failed to retrieve speakers',
  existingSpeakersFailed: 'Failed to retrieve existing speakers',
  /** Manage existing's Remove: the service refused it. */
  removeFailed: 'Failed to remove speaker training',
  /** Manage existing's Remove: no answer from the service. */
  deleteFailed: 'Failed to delete speaker training',
  programDeleteFailed: 'Failed to delete training program',
  exportFailed: 'Cannot export speaker trainings into XLSX',
  certificateUploaded: 'Training completion certificate uploaded successfully',
  certificateDeleted: 'Training completion certificate deleted successfully',
  certificateUploadFailed: 'Error uploading training completion certificate',
  certificateDeleteFailed: 'Error deleting training completion certificate',
  created: 'Training created and assigned',
  assigned: 'Training assigned',
  removed: 'Speaker training removed',
  programUpdated: 'Program updated',
  programDeleted: 'Deleted training program',
  /** Beyond the spec: a video program's 'Delete video'. */
  videoDeleted: 'Deleted training video',
  videoDeleteFailed: 'Failed to delete training video',
} as const;

/** `Resuming from {time}` with the time as m:ss (h:mm:ss past an hour). */
export function resumingFrom(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return `Resuming from ${hh ? `${hh}:${String(mm).padStart(2, '0')}` : mm}:${ss}`;
}

/** Progress is saved about every one twentieth of the duration, in whole seconds (at least 1). */
export const progressInterval = (durationSeconds: number) => Math.max(1, Math.round(durationSeconds / 20));

/** Default player volume (kept in local storage), its step for the arrow keys and its bounds (spec 002 §9). */
export const VOLUME = { initial: 50, step: 10, min: 0, max: 100 } as const;

/** Largest training video accepted: TRAINING_VIDEO_MAX_BYTES, default 2 GiB. Read on each upload. */
export const videoMaxBytes = () => Number(process.env.TRAINING_VIDEO_MAX_BYTES) || 2 * 1024 * 1024 * 1024;
/** The upload speed test's body (spec 002 §9): 5,242,880 bytes. */
export const SPEED_TEST_BYTES = 5_242_880;

export const TRAINING_STATUSES = ['Complete', 'Overdue', 'Pending'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];
/** Spec 002 §4: Complete with a completion date; otherwise Overdue when the due date is before today; else Pending. */
export function trainingStatus(t: { completionDate: string | null; dueDate: string }, now = new Date()): TrainingStatus {
  if (t.completionDate) return 'Complete';
  return new Date(t.dueDate) < startOfDay(now) ? 'Overdue' : 'Pending';
}

export type ProfileTrainingStatus = TrainingStatus | 'Expired';
/** Spec 001 §4 (the profile's card): Expired when today is after the program's expiration; then as above. */
export function profileTrainingStatus(
  t: { completionDate: string | null; dueDate: string; expirationDate: string },
  now = new Date(),
): ProfileTrainingStatus {
  if (startOfDay(now) > new Date(t.expirationDate)) return 'Expired';
  return trainingStatus(t, now);
}

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Spec 002 §1, §9: an expiration date is stored at 12:00 UTC of its day. */
export const atNoonUtc = (day: string) => `${day.slice(0, 10)}T12:00:00.000Z`;
/** Spec 002 §9: a due date is moved forward to the next midnight (the day + 24 h at 00:00 UTC): due by the end of the day. */
export const nextMidnightUtc = (day: string) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`) + 86_400_000).toISOString();
/** The day a stored due date stands for, as the person entered it (YYYY-MM-DD): the day before its midnight. The 24-hour
 *  shift is a storage rule, never what anyone sees (the lists, the export). */
export const dueDayOf = (stored: string) => new Date(Date.parse(stored) - 1).toISOString().slice(0, 10);

/** The related rows a training's answer carries (fields.ts `RelatedFields`): its speaker, and its program's topic, whose
 *  description falls back to its name. The REST routes and the BFF redact them alike. */
export const PROGRAM_RELATED = { 'topic.description': ['topic', 'description', 'name'] } as const;
export const TRAINING_RELATED = { speaker: 'speaker', 'program.topic.description': ['topic', 'description', 'name'] } as const;
