import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  addressBody,
  AddressWritten,
  AttachmentRef,
  BlackoutDate,
  Contract,
  ContractAddress,
  CreatedSpeaker,
  Speaker,
  SpeakerEvent,
  speakerFilters,
} from '../../../../../api/src/areas/speakers/answers.ts';
import { withAliases } from '../../../../../api/src/areas/speakers/answers.ts';
import { redact, type FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

// The speaker calls' answers and bodies: the api's schemas (api/src/areas/speakers/answers.ts).

/** A speaker as `speakers` answers it: fields hidden from the caller null. */
export type SpeakerDto = Speaker;
/** A contract's file (`contractResource`, `w9Resource`). */
export type AttachmentRefDto = AttachmentRef;
/** A contract as `POST /contract`, `PATCH /contract/{id}` and `GET /contract` answer it. */
export type ContractDto = Contract;
export type ContractAddressDto = ContractAddress;
export type BlackoutDateDto = BlackoutDate;
/** A row of `GET speakers/speaker-events`, with the event fields hidden from the caller nulled. */
export type SpeakerEventDto = SpeakerEvent;

/** The speaker list's `filters` (api/README.md `GET /speakers`). */
export type SpeakerFilters = z.output<typeof speakerFilters>;

/** The caller's field policy with the speaker's aliases. */
function withSpeakerAliases(policy: FieldPolicy): FieldPolicy {
  const hiddenFor: FieldPolicy['hiddenFor'] = async (entity) => {
    const hidden = await policy.hiddenFor(entity);
    return entity === 'speaker' ? withAliases(hidden) : hidden;
  };
  const apply: FieldPolicy['apply'] = async (entity, rows) => {
    const hidden = await hiddenFor(entity);
    return rows.map((row) => redact(row, hidden));
  };
  return { hiddenFor, apply, applyOne: async (entity, row) => (await apply(entity, [row]))[0]!, applyRelated: policy.applyRelated };
}

/** The most ids one `GET contract?speakerIds=…|ids=…` takes. */
const MAX_IDS = 100;

export function createSpeakersApi(http: UpstreamHttp, basePolicy: FieldPolicy) {
  const policy = withSpeakerAliases(basePolicy);
  const speakers = createResourceReader<SpeakerDto, SpeakerFilters>(http, policy, 'speakers', 'speaker');
  const redactContracts = async (rows: ContractDto[]) => policy.apply('contract', rows);
  const contractsOf = (query: string) =>
    http.get<{ results: ContractDto[] }>(`contract?${query}`).then(({ results }) => redactContracts(results));

  /** The contracts of the speakers of one tick, in one call; a Speaker-role user reaches only their own. */
  const contractsBySpeakerId = new DataLoader<number, ContractDto[]>(
    async (speakerIds) => {
      const rows = await contractsOf(`speakerIds=${speakerIds.join(',')}`);
      return speakerIds.map((id) => rows.filter((row) => row.speakerId === id));
    },
    { maxBatchSize: MAX_IDS },
  );
  const contractById = new DataLoader<number, ContractDto | null>(
    async (ids) => {
      const rows = new Map((await contractsOf(`ids=${ids.join(',')}`)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS },
  );
  const speaker = async (method: 'POST' | 'PUT', path: string, body?: unknown) =>
    speakers.redact(await http.send<SpeakerDto>(method, path, body));
  const contract = async (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    (await redactContracts([await http.send<ContractDto>(method, path, body)]))[0]!;

  return {
    list: speakers.list,
    /** Speakers by internal id, batched; another tenant's id (or one out of the caller's row scope) is null. */
    speakerById: speakers.byId,
    /** `GET speakers/{id}`: one speaker with the record rules of the service (a Speaker-role user only their own). */
    one: async (id: number) => speakers.redact(await http.get<SpeakerDto>(`speakers/${id}`)),
    contractsBySpeakerId,
    contractById,
    /** `POST speakers`; with `login` the answer says how the speaker's user was made. */
    create: async (input: Record<string, unknown>) => {
      const made = await http.send<CreatedSpeaker>('POST', 'speakers', input);
      return { ...(await speakers.redact(made)), login: made.login };
    },
    update: (id: number, changes: Record<string, unknown>) => speaker('PUT', `speakers/${id}`, changes),
    remove: (id: number) => http.send<unknown>('DELETE', `speakers/${id}`),
    setActive: (id: number, active: boolean) => speaker('POST', `speakers/${id}/${active ? 'reactivate' : 'inactivate'}`),
    /** `GET speakers/{id}/contract-address`: one call per speaker (a profile's card). */
    contractAddress: (speakerId: number) => http.get<ContractAddressDto | null>(`speakers/${speakerId}/contract-address`),
    async setContractAddress(speakerId: number, address: z.input<typeof addressBody>): Promise<ContractAddressDto> {
      const current = await http.get<ContractAddressDto | null>(`speakers/${speakerId}/contract-address`);
      const { id } = current
        ? await http.send<AddressWritten>('PUT', `speakers/contract-address/${current.id}`, address)
        : await http.send<AddressWritten>('POST', `speakers/${speakerId}/contract-address`, address);
      return { id, speakerId, ...address };
    },
    blackoutDates: (speakerId: number) => http.get<BlackoutDateDto[]>(`blackout-dates/speaker/${speakerId}`),
    addBlackoutDates: (speakerId: number, dates: string[]) =>
      http.send<BlackoutDateDto[]>('POST', `blackout-dates/speaker/${speakerId}`, { blackoutDates: dates }),
    removeBlackoutDate: (id: number) => http.send<unknown>('DELETE', `blackout-dates/${id}`),
    /** The speaker's events (`GET speakers/speaker-events`), the event fields hidden from the caller nulled. */
    async events(speakerId: number): Promise<SpeakerEventDto[]> {
      const [rows, hidden] = await Promise.all([
        http.get<SpeakerEventDto[]>('speakers/speaker-events', { speakerId }),
        policy.hiddenFor('event'),
      ]);
      return rows.map((row) => redact(row, hidden));
    },
    createContract: (input: Record<string, unknown>) => contract('POST', 'contract', input),
    updateContract: (id: number, changes: Record<string, unknown>) => contract('PATCH', `contract/${id}`, changes),
    removeContract: (id: number) => http.send<unknown>('DELETE', `contract/${id}`),
    removeContractFile: (attachmentId: number) => http.send<unknown>('DELETE', `contract/attachment/${attachmentId}`),
  };
}

export type SpeakersApi = ReturnType<typeof createSpeakersApi>;
