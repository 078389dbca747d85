import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  Assigned,
  assignBody,
  AssignSpeaker,
  groupBody,
  groupPatch,
  Resource,
  resourceCreate,
  ResourceGroup,
  resourcePatch,
} from '../../../../../api/src/areas/resources/answers.ts';
import { RESOURCE_RELATED } from '../../../../../api/src/areas/resources/contract.ts';
import { withAliases } from '../../../../../api/src/areas/speakers/answers.ts';
import { redact, type FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { MAX_BATCH } from '../../../platform/upstream/resourceReader.ts';

/** What the library's routes answer: the api's answer schemas. */
export type ResourceGroupDto = ResourceGroup;
export type ResourceDto = Resource;
export type AssignSpeakerDto = AssignSpeaker;

/** Body of `POST resource`. */
export type ResourceCreate = z.input<typeof resourceCreate>;
/** Body of `PUT resource/resource/{id}`: the fields that change. */
export type ResourcePatch = z.input<typeof resourcePatch>;

export interface AssigneeParams {
  page: number;
  limit: number;
  attachmentId: number;
  searchQuery?: string | null;
  specialtyFilter?: string | null;
  isAssignedFilter?: string | null;
  sortBy?: string | null;
  sortDesc?: boolean | null;
}

/** Only the parameters that are set, as a query string object. */
const defined = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<
    string,
    string | number | boolean
  >;

/** `resource…`: the library's groups (one call per request), resources (batched by id), assignment and writes. A
 *  resource's topic and the assign list's speakers come with the fields hidden from the caller's role nulled. */
export function createLibraryApi(http: UpstreamHttp, policy: FieldPolicy) {
  const withTopic = <T>(answer: Promise<T>) => policy.applyRelated(RESOURCE_RELATED, answer);
  const groups = new DataLoader<'all', ResourceGroupDto[]>(async (keys) => {
    const { results } = await http.get<{ results: ResourceGroupDto[] }>('resource/types');
    return keys.map(() => results);
  });
  const list = (params: ListParams) => withTopic(http.list<ResourceDto>('resource', params));
  const resourceById = new DataLoader<number, ResourceDto | null>(
    async (ids) => {
      const { results } = await list({ filters: { ids: [...ids] }, limit: MAX_BATCH });
      const rows = new Map(results.map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
  const groupPages = new DataLoader<string, ListResult<ResourceDto> & { group: ResourceGroupDto }>(async (keys) =>
    Promise.all(
      keys.map((key) => {
        const [id, page, limit] = key.split(':');
        return withTopic(
          http.get<ListResult<ResourceDto> & { group: ResourceGroupDto }>(`resource/group/${id}/speaker`, {
            page: Number(page),
            limit: Number(limit),
          }),
        );
      }),
    ),
  );
  return {
    groups: () => groups.load('all'),
    async groupById(id: number): Promise<ResourceGroupDto | null> {
      return (await groups.load('all')).find((g) => g.id === id) ?? null;
    },
    list,
    resourceById,
    /** A page of a group's resources the caller reaches. */
    groupResources: (groupId: number, page: number, limit: number) => groupPages.load(`${groupId}:${page}:${limit}`),
    speakerGroups: async (speakerId: number) =>
      (await http.get<{ results: ResourceGroupDto[] }>(`resource/speaker/${speakerId}/group`)).results,
    async assignees(params: AssigneeParams): Promise<ListResult<AssignSpeakerDto>> {
      const [settled, load] = await Promise.allSettled([
        http.get<ListResult<AssignSpeakerDto>>('resource/speakers', defined(params)),
        policy.hiddenFor('speaker'),
      ]);
      if (settled.status === 'rejected') throw settled.reason;
      if (load.status === 'rejected') throw load.reason;
      const [page, hidden] = [settled.value, load.value];
      return { ...page, results: page.results.map((row) => redact(row, withAliases(hidden))) };
    },
    specialties: async () => (await http.get<{ results: string[] }>('resource/speaker/specialties')).results,
    createGroup: (input: z.input<typeof groupBody>) => http.send<ResourceGroupDto>('POST', 'resource/group', input),
    updateGroup: (id: number, input: z.input<typeof groupPatch>) => http.send<ResourceGroupDto>('PUT', `resource/group/${id}`, input),
    moveGroup: async (id: number, direction: string) =>
      (await http.send<{ results: ResourceGroupDto[] }>('POST', `resource/group/${id}/move`, { direction })).results,
    deleteGroup: (id: number) => http.send<unknown>('DELETE', `resource/group/${id}`),
    create: (input: ResourceCreate) => withTopic(http.send<ResourceDto>('POST', 'resource', input)),
    update: (id: number, input: ResourcePatch) => withTopic(http.send<ResourceDto>('PUT', `resource/resource/${id}`, input)),
    archive: (id: number) => withTopic(http.send<ResourceDto>('PUT', `resource/resource/${id}/archive`)),
    remove: (id: number) => http.send<unknown>('DELETE', `resource/${id}`),
    assign: (input: z.input<typeof assignBody>) => http.send<Assigned>('POST', 'resource/assign', input),
  };
}

export type LibraryApi = ReturnType<typeof createLibraryApi>;
