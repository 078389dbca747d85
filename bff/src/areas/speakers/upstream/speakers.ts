import DataLoader from 'dataloader';
import type { SpeakerDto } from '../../../../../api/src/areas/speakers/queries.ts';
import type { EventStatusValue } from '../../../platform/enumValues.ts';
import { redact, type FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

export type { SpeakerDto };

/** The speaker list's `filters` (api/README.md `GET /speakers`). */
export interface SpeakerFilters extends Record<string, unknown> {
  ids?: number[];
  events?: number[];
  status?: SpeakerDto['crmStatus'][];
  active?: boolean;
  year?: number;
}

/** A contract's file as REST answers it (`contractResource`, `w9Resource`). */
export interface AttachmentRefDto {
  id: number;
  fileName: string;
  fileUrl: string;
  extension: string | null;
}

/** A contract as `POST /contract`, `PATCH /contract/{id}` and `GET /contract` answer it. */
export interface ContractDto {
  id: number;
  speakerId: number;
  name: string | null;
  type: 'individual' | 'organization' | null;
  signedDate: string | null;
  startDate: string | null;
  endDate: string | null;
  contractResourceId: number | null;
  w9ResourceId: number | null;
  contractResource: AttachmentRefDto | null;
  w9Resource: AttachmentRefDto | null;
}

export interface ContractAddressDto {
  id: number;
  speakerId: number;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface BlackoutDateDto {
  id: number;
  blackoutDate: string;
}

/** A row of `GET speakers/speaker-events`, with the event fields hidden from the caller nulled. */
export interface SpeakerEventDto {
  id: number;
  shortName: string | null;
  title: string | null;
  startTime: string | null;
  /** The event's IANA time zone: its day is its start on this zone's clock (the blackout check's). */
  zone: string | null;
  status: EventStatusValue | null;
}

/** A file uploaded through `/uploads/protected`, attached to a contract by the same write. */
export interface ContractFileWrite {
  url: string;
  fileName: string;
}

/** Speaker fields answered under two names (api `withAliases`): hiding either hides both. */
const ALIASES: [string, string][] = [
  ['degree', 'credentials'],
  ['status', 'active'],
];

/** The caller's field policy with the speaker's aliases. */
function withSpeakerAliases(policy: FieldPolicy): FieldPolicy {
  const hiddenFor: FieldPolicy['hiddenFor'] = async (entity) => {
    const hidden = await policy.hiddenFor(entity);
    if (entity !== 'speaker' || !ALIASES.some(([a, b]) => hidden.has(a) || hidden.has(b))) return hidden;
    const out = new Set(hidden);
    for (const [a, b] of ALIASES.filter(([a, b]) => hidden.has(a) || hidden.has(b))) out.add(a).add(b);
    return out;
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
      const made = await http.send<SpeakerDto & { login?: { message: string; restored: boolean } }>('POST', 'speakers', input);
      return { ...(await speakers.redact(made)), login: made.login };
    },
    update: (id: number, changes: Record<string, unknown>) => speaker('PUT', `speakers/${id}`, changes),
    remove: (id: number) => http.send<unknown>('DELETE', `speakers/${id}`),
    setActive: (id: number, active: boolean) => speaker('POST', `speakers/${id}/${active ? 'reactivate' : 'inactivate'}`),
    /** `GET speakers/{id}/contract-address`: one call per speaker (a profile's card). */
    contractAddress: (speakerId: number) => http.get<ContractAddressDto | null>(`speakers/${speakerId}/contract-address`),
    async setContractAddress(speakerId: number, address: Omit<ContractAddressDto, 'id' | 'speakerId'>): Promise<ContractAddressDto> {
      const current = await http.get<ContractAddressDto | null>(`speakers/${speakerId}/contract-address`);
      const { id } = current
        ? await http.send<{ id: number }>('PUT', `speakers/contract-address/${current.id}`, address)
        : await http.send<{ id: number }>('POST', `speakers/${speakerId}/contract-address`, address);
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
