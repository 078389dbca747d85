import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { topic } from '../topics/answers.ts';
import { speaker } from '../speakers/answers.ts';
import { TRAINING_STATUSES, TRAINING_TYPES } from './contract.ts';

/** What the speaker-training routes answer: the REST contract's answer half (platform/http/answer.ts). The related
 *  rows a training or a program carries (contract.ts `TRAINING_RELATED`, `PROGRAM_RELATED`) answer null in the fields
 *  hidden from the caller's role. */

/** A program's topic: its description, else its name (null when either is hidden). */
const programTopic = z.object({ id: z.number().int(), description: z.string().nullable() });

/** A program as a training's row carries it. */
const programOfTraining = z.object({
  id: z.number().int(),
  programName: z.string(),
  type: z.enum(TRAINING_TYPES),
  topic: programTopic.nullable(),
  /** 12:00 UTC of its day. */
  expirationDate: instant,
  /** Null for other types, or once its video is deleted. */
  videoId: z.number().int().nullable(),
});

/** A training program, with how many speakers have it. */
export const trainingProgram = programOfTraining.extend({
  createdAt: instant,
  modifiedAt: instant,
  assignedCount: z.number().int(),
});
export const trainingProgramPage = pageOf(trainingProgram);

/** A training's completion certificate, read through its own route (`fileUrl`). */
export const trainingCertificate = z.object({ fileName: z.string(), fileUrl: z.string() });

/** A speaker's training: its speaker and program, the completion and the video progress. */
export const speakerTraining = z.object({
  id: z.number().int(),
  speaker: speaker.pick({ id: true, firstName: true, lastName: true }),
  program: programOfTraining,
  /** The next midnight UTC after the day chosen (contract.ts `nextMidnightUtc`). */
  dueDate: instant,
  completionDate: instant.nullable(),
  trainedBy: z.string().nullable(),
  completionAttachment: trainingCertificate.nullable(),
  videoStartedAt: instant.nullable(),
  videoCompletedAt: instant.nullable(),
  videoProgressDurationInSeconds: z.number().int(),
  status: z.enum(TRAINING_STATUSES),
});
export const speakerTrainingPage = pageOf(speakerTraining);

/** `GET /speaker-training/program/{id}/video`: the program's video and where the service streams it. */
export const trainingVideo = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  durationInSeconds: z.number().int(),
  programName: z.string(),
  url: z.string(),
});

/** `GET /speaker-training/topics`: a topic whose description falls back to its name. */
export const trainingTopics = z.array(topic);
/** A speaker a program is (or can be) assigned to: the name, and what tells same-name speakers apart (issue 28 #15). */
export const trainingSpeaker = speaker.pick({ id: true, firstName: true, lastName: true, email: true, credentials: true, specialty: true });

/** `GET /speaker-training/upload-limit`: the largest video accepted. */
export const uploadLimit = z.object({ maxBytes: z.number().int() });
/** `POST /speaker-training/upload-video`: the stored video. */
export const uploadedVideo = z.object({ id: z.number().int(), size: z.number().int() });
/** `POST /speaker-training/check-upload-speed`: the bytes read and the rate they arrived at. */
export const uploadSpeed = z.object({ bytes: z.number().int(), bitsPerSecond: z.number() });
/** `POST /speaker-training/assign/…`: how many speakers got the training (those who had it are not counted). */
export const assignedTrainings = z.object({ assigned: z.number().int() });

export type TrainingProgram = Json<typeof trainingProgram>;
export type SpeakerTraining = Json<typeof speakerTraining>;
export type TrainingVideo = Json<typeof trainingVideo>;
export type TrainingSpeaker = Json<typeof trainingSpeaker>;
export type UploadLimit = Json<typeof uploadLimit>;
export type UploadSpeed = Json<typeof uploadSpeed>;
export type AssignedTrainings = Json<typeof assignedTrainings>;
