import type { z } from 'zod';
import type {
  Check,
  CheckMeta,
  CheckPage,
  checkBody,
  FeeStructure,
  SpeakerFees,
  speakerFeesBody,
  structureBody,
} from '../../../../../api/src/areas/fees/answers.ts';
import { CHECK_RELATED } from '../../../../../api/src/areas/fees/contract.ts';
import { nullIfNotFound } from '../../../platform/errors.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';

// What `fees` answers: the api's answer schemas.

export type FeeStructureDto = FeeStructure;
export type FeeQuestionDto = FeeStructure['questions'][number];
export type FeeOptionDto = FeeQuestionDto['options'][number];
export type SpeakerFeesDto = SpeakerFees;
export type SpeakerFeeRateDto = SpeakerFees['rates'][number];
export type SpeakerFeeDifferenceDto = SpeakerFees['differences'][number];
export type CheckDto = Check;
export type CheckMetaDto = CheckMeta;
export type CheckLogEntryDto = CheckMeta['log'][number];

/** Bodies of `PUT fees`, `POST fees/speaker/{id}` and `POST fees/check`, as the api's schemas read them. */
export type FeeStructureWrite = z.input<typeof structureBody>;
export type SpeakerFeesWrite = z.input<typeof speakerFeesBody>;
export type CheckWrite = z.input<typeof checkBody>;

/** `fees`: the structure, a speaker's rates, the checks (one list call per page) and the writes. */
export function createFeesApi(http: UpstreamHttp, policy: FieldPolicy) {
  // A check's speaker names and event short name come with the fields hidden from the caller's role nulled.
  const checks = <T>(answer: T | Promise<T>) => policy.applyRelated(CHECK_RELATED, answer);
  return {
    structure: () => http.get<FeeStructureDto>('fees'),
    saveStructure: (input: FeeStructureWrite) => http.send<FeeStructureDto>('PUT', 'fees', input),
    /** A speaker's rates; null when the speaker is missing or of another tenant. */
    speakerFees: (speakerId: number) => nullIfNotFound(http.get<SpeakerFeesDto>(`fees/speaker/${speakerId}`)),
    setSpeakerFees: (speakerId: number, input: SpeakerFeesWrite) => http.send<SpeakerFeesDto>('POST', `fees/speaker/${speakerId}`, input),
    /** A page of checks (REST answers `checks`, `totalCount` and `countExact`, spec 002 §7). */
    async list({ page, limit, sortBy, sortDesc, searchQuery }: ListParams): Promise<ListResult<CheckDto>> {
      const answer = await http.get<CheckPage>('fees/checks', {
        ...(page !== undefined && { page }),
        ...(limit !== undefined && { limit }),
        ...(sortBy && { sortBy }),
        ...(sortDesc != null && { sortDesc }),
        ...(searchQuery && { searchQuery }),
      });
      return checks({ results: answer.checks, count: answer.totalCount, countExact: answer.countExact });
    },
    addCheck: (input: CheckWrite) => checks(http.send<CheckDto>('POST', 'fees/check', input)),
    async deleteCheck(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `fees/check/${id}`);
    },
  };
}

export type FeesApi = ReturnType<typeof createFeesApi>;
