import type { z } from 'zod';
import type {
  ChartData,
  chartBody,
  DashboardChart,
  DashboardData,
  DashboardPage,
  DashboardRow,
  dashboardFilters,
} from '../../../../../api/src/areas/dashboards/answers.ts';
import type { DashboardCategory } from '../../../../../api/src/areas/dashboards/contract.ts';
import type { RelatedFields } from '../../../../../api/src/platform/http/fields.ts';
import type { FieldPolicy, PolicyEntity } from '../../../platform/policy/fieldHiding.ts';
import type { ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';

// What `dashboard/...` answers: the api's answer schemas.

export type DashboardChartDto = DashboardChart;
export type ChartDataDto = ChartData;
/** `Dashboard`: the category asked for and its charts' data (`GET dashboard/{category}`). */
export type DashboardDto = DashboardData & { category: DashboardCategory };
/** A list row with its dashboard, which its id names (`DashboardRow:<category>-<key>`). */
export type DashboardRowDto = DashboardRow & { category: DashboardCategory };
export interface DashboardChartPayloadDto {
  chart: DashboardChartDto;
  charts: DashboardChartDto[];
}
export interface DeleteDashboardChartPayloadDto {
  deletedId: string;
  charts: DashboardChartDto[];
}

/** Body of `POST dashboard/chart` and `PUT dashboard/chart/{id}`, as the api's schema reads it. */
export type DashboardChartWrite = z.input<typeof chartBody>;
/** The filter object of the data, list and export calls (`filters={json}`); a type, to be a JSON record. */
export type DashboardFilters = z.input<typeof dashboardFilters>;

/** List query beside the filters (`GET dashboard/{category}/list`). */
export interface DashboardListParams {
  filters: DashboardFilters;
  page: number;
  itemsPerPage: number;
  sortBy?: string | null;
  sortDesc?: boolean | null;
}

type FieldRef = readonly [PolicyEntity, string];
const SHORT_NAME: FieldRef[] = [['event', 'shortName']];
const START: FieldRef[] = [['event', 'startTime']];
/** The zone, which places the start: null with either hidden. */
const ZONE: FieldRef[] = [...START, ['event', 'zone']];
const STATUS: FieldRef[] = [['event', 'status']];
const LOCATION_TYPE: FieldRef[] = [['event', 'locationType']];
const TYPE: FieldRef[] = [['event', 'type']];
const TOPIC: FieldRef[] = [
  ['event', 'topicId'],
  ['topic', 'name'],
];
const THERAPEUTIC_AREA: FieldRef[] = [
  ['event', 'topicId'],
  ['topic', 'therapeuticArea'],
];
const LINE_SPEAKER: FieldRef[] = [
  ['speaker', 'firstName'],
  ['speaker', 'lastName'],
];
const FIELD_REP: FieldRef[] = [['event', 'fieldRepId']];
/** The event's start (and its zone, which only places the start) and the columns every event list shows. */
const EVENT_COLUMNS = { eventShortName: SHORT_NAME, date: START, zone: ZONE, status: STATUS, locationType: LOCATION_TYPE, type: TYPE };

/**
 * What each list's row fields show, as the permission model's fields (the api's `SHOWS` of
 * `api/src/areas/dashboards/filters.ts`, per column as its `lists.ts` declares them): a row field is null when any of
 * them is hidden from the caller's role. The program list's speakers are the event's (its `speakers` too), the speaker
 * and expense lists' one speaker; the region and territory are the event's field rep's. The expense list's `date` and
 * `type` are the line's payment date and expense type, which no setting hides. Money (cost, honoraria) is hidden by a
 * grant, not a field: the service nulls it.
 */
const ROW_FIELDS: Record<DashboardCategory, Record<string, readonly FieldRef[]>> = {
  program: {
    ...EVENT_COLUMNS,
    speaker: [['event', 'speakers'], ...LINE_SPEAKER],
    topic: TOPIC,
    therapeuticArea: THERAPEUTIC_AREA,
  },
  speaker: { ...EVENT_COLUMNS, speaker: LINE_SPEAKER, topic: TOPIC, therapeuticArea: THERAPEUTIC_AREA },
  expense: { eventShortName: SHORT_NAME, speaker: LINE_SPEAKER, status: STATUS, locationType: LOCATION_TYPE, topic: TOPIC },
  attendee: {
    eventShortName: SHORT_NAME,
    date: START,
    zone: ZONE,
    status: STATUS,
    locationType: LOCATION_TYPE,
    credentials: [['attendee', 'credentials']],
    attendee: [
      ['attendee', 'firstName'],
      ['attendee', 'lastName'],
    ],
  },
  region: { eventShortName: SHORT_NAME, date: START, zone: ZONE, status: STATUS, region: FIELD_REP, territory: FIELD_REP },
};

/** `ROW_FIELDS` as the policy's flattened related fields (`[entity, ...fields]` per row field): one map per entity a row
 *  field reads, as a map holds one entity per field. */
function relatedOf(columns: Record<string, readonly FieldRef[]>): RelatedFields[] {
  const maps: Record<string, [PolicyEntity, ...string[]]>[] = [];
  for (const [column, refs] of Object.entries(columns)) {
    const byEntity = new Map<PolicyEntity, string[]>();
    for (const [entity, field] of refs) byEntity.set(entity, [...(byEntity.get(entity) ?? []), field]);
    [...byEntity].forEach(([entity, fields], index) => ((maps[index] ??= {})[column] = [entity, ...fields]));
  }
  return maps;
}
export const DASHBOARD_ROW_RELATED: Record<DashboardCategory, readonly RelatedFields[]> = {
  program: relatedOf(ROW_FIELDS.program),
  speaker: relatedOf(ROW_FIELDS.speaker),
  expense: relatedOf(ROW_FIELDS.expense),
  attendee: relatedOf(ROW_FIELDS.attendee),
  region: relatedOf(ROW_FIELDS.region),
};

const filterQuery = (filters: DashboardFilters) => (Object.keys(filters).length ? { filters: JSON.stringify(filters) } : undefined);

/**
 * `dashboards`: the chart configs (the whole list once per request: `dashboardCharts`, `viewer.dashboardCategories` and
 * `node(id:)` share it), their writes, a dashboard's data (one call) and its list (one call per page).
 */
export function createDashboardsApi(http: UpstreamHttp, policy: FieldPolicy) {
  let allCharts: Promise<DashboardChartDto[]> | undefined;
  const charts = () => (allCharts ??= http.get<DashboardChartDto[]>('dashboard/chart/charts'));
  // A write moves other charts' orders: the list read before it is stale.
  const written = <T>(answer: T) => {
    allCharts = undefined;
    return answer;
  };
  return {
    charts,
    chartById: async (id: number) => (await charts()).find((chart) => chart.id === id) ?? null,
    chartsOf: (category: DashboardCategory) => http.get<DashboardChartDto[]>(`dashboard/chart/${category}`),
    addChart: async (body: DashboardChartWrite) => written(await http.send<DashboardChartDto>('POST', 'dashboard/chart', body)),
    updateChart: async (id: number, body: DashboardChartWrite) =>
      written(await http.send<DashboardChartDto>('PUT', `dashboard/chart/${id}`, body)),
    async deleteChart(id: number): Promise<void> {
      written(await http.send<unknown>('DELETE', `dashboard/chart/${id}`));
    },
    data: async (category: DashboardCategory, filters: DashboardFilters): Promise<DashboardDto> => ({
      ...(await http.get<DashboardData>(`dashboard/${category}`, filterQuery(filters))),
      category,
    }),
    async rows(category: DashboardCategory, params: DashboardListParams): Promise<ListResult<DashboardRowDto>> {
      const { filters, page, itemsPerPage, sortBy, sortDesc } = params;
      let answer: Promise<DashboardPage> = http.get<DashboardPage>(`dashboard/${category}/list`, {
        ...filterQuery(filters),
        page,
        itemsPerPage,
        ...(sortBy && { sortBy }),
        ...(sortDesc != null && { sortDesc }),
      });
      for (const related of DASHBOARD_ROW_RELATED[category]) answer = policy.applyRelated(related, answer);
      const { results, count } = await answer;
      return { results: results.map((row) => ({ ...row, category })), count };
    },
  };
}

export type DashboardsApi = ReturnType<typeof createDashboardsApi>;
