import DataLoader from 'dataloader';
import { nullIfNotFound } from '../../../platform/errors.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';
import type { Topic } from '../../../../../api/src/areas/topics/answers.ts';
import type {
  AssignedTrainings,
  SpeakerTraining,
  TrainingProgram,
  TrainingSpeaker,
  TrainingVideo,
  UploadLimit,
} from '../../../../../api/src/areas/trainings/answers.ts';
import { PROGRAM_RELATED, TRAINING_RELATED } from '../../../../../api/src/areas/trainings/contract.ts';

// What `speaker-training` answers: the api's answer schemas.

/** A speaker training as `speaker-training` answers it. */
export type SpeakerTrainingDto = SpeakerTraining;
/** A training program as `speaker-training/programs` answers it. */
export type TrainingProgramDto = TrainingProgram;
/** `speaker-training/topics`: the description falls back to the name. */
export type TrainingTopicDto = Topic;
/** `speaker-training/program/{id}/{eligible,assigned}-speakers`. */
export type TrainingSpeakerDto = TrainingSpeaker;
/** `speaker-training/program/{id}/video`. */
export type TrainingVideoDto = TrainingVideo;

const BATCH = 1000;

/** `speaker-training`: the trainings, programs, videos and the writes. Loaders batch by id per request. */
export function createTrainingsApi(http: UpstreamHttp, policy: FieldPolicy) {
  // A training's speaker and its program's topic come with the fields hidden from the caller's role nulled.
  const training = <T>(answer: Promise<T>) => policy.applyRelated(TRAINING_RELATED, answer);
  const program = <T>(answer: Promise<T>) => policy.applyRelated(PROGRAM_RELATED, answer);
  const programById = new DataLoader<number, TrainingProgramDto | null>(
    async (ids) => {
      const { results } = await program(
        http.list<TrainingProgramDto>('speaker-training/programs', {
          limit: BATCH,
          filters: { ids: [...ids] },
        }),
      );
      const byId = new Map(results.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: BATCH },
  );
  // A program's video: one call per program (the player shows one program; lists never ask for it).
  const videoOfProgram = new DataLoader<number, TrainingVideoDto | null>(async (ids) =>
    Promise.all(ids.map((id) => nullIfNotFound(http.get<TrainingVideoDto>(`speaker-training/program/${id}/video`)))),
  );
  return {
    programById,
    videoOfProgram,
    list(params: ListParams): Promise<ListResult<SpeakerTrainingDto>> {
      return training(http.list<SpeakerTrainingDto>('speaker-training', params));
    },
    ofSpeaker(speakerId: number, params: ListParams): Promise<ListResult<SpeakerTrainingDto>> {
      return training(http.list<SpeakerTrainingDto>(`speaker-training/speaker/${speakerId}`, params));
    },
    async byId(id: number): Promise<SpeakerTrainingDto | null> {
      return training(nullIfNotFound(http.get<SpeakerTrainingDto>(`speaker-training/${id}`)));
    },
    /** A speaker's training of one program (404 → null: the speaker does not have it, or is out of reach). */
    async ofSpeakerAndProgram(speakerId: number, programId: number): Promise<SpeakerTrainingDto | null> {
      return training(nullIfNotFound(http.get<SpeakerTrainingDto>(`speaker-training/speaker/${speakerId}/program/${programId}`)));
    },
    async programs(params: ListParams): Promise<ListResult<TrainingProgramDto>> {
      const page = await program(http.list<TrainingProgramDto>('speaker-training/programs', params));
      for (const p of page.results) programById.prime(p.id, p);
      return page;
    },
    topics: async () => policy.apply('topic', await http.get<TrainingTopicDto[]>('speaker-training/topics')),
    uploadLimit: () => http.get<UploadLimit>('speaker-training/upload-limit'),
    speakers: async (programId: number, assigned: boolean, searchQuery?: string | null) =>
      policy.apply(
        'speaker',
        await http.get<TrainingSpeakerDto[]>(
          `speaker-training/program/${programId}/${assigned ? 'assigned' : 'eligible'}-speakers`,
          searchQuery ? { searchQuery } : undefined,
        ),
      ),
    createProgram: (input: object) => http.send<TrainingProgramDto>('POST', 'speaker-training/program', input),
    updateProgram: (id: number, input: object) => http.send<TrainingProgramDto>('PUT', `speaker-training/program/${id}`, input),
    deleteProgram: (id: number) => http.send<unknown>('DELETE', `speaker-training/program/${id}`),
    deleteVideo: (id: number) => http.send<unknown>('DELETE', `speaker-training/videos/${id}`),
    assign: (path: string, input: object) => http.send<AssignedTrainings>('POST', `speaker-training/assign/${path}`, input),
    unassign: (programId: number, speakerId: number) =>
      http.send<unknown>('DELETE', `speaker-training/training/${programId}/speaker/${speakerId}`),
    update: (id: number, input: object) => training(http.send<SpeakerTrainingDto>('PUT', `speaker-training/${id}`, input)),
    deleteCertificate: (id: number) => http.send<unknown>('DELETE', `speaker-training/training/${id}/certificate`),
  };
}

export type TrainingsApi = ReturnType<typeof createTrainingsApi>;
