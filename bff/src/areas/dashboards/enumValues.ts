import type { DashboardCategory, DashboardColumn, DashboardValueFormat } from '../../../../api/src/areas/dashboards/contract.ts';

type ValueOf<T> = T[keyof T];

/** A dashboard (a chart config's REST `type`, the `{category}` of the dashboard routes; the api's `DASHBOARD_CATEGORIES`). */
export const DashboardCategoryValues = {
  PROGRAM: 'program',
  ATTENDEE: 'attendee',
  SPEAKER: 'speaker',
  EXPENSE: 'expense',
  REGION: 'region',
} as const satisfies Record<string, DashboardCategory>;
export type DashboardCategoryValue = ValueOf<typeof DashboardCategoryValues>;

/** How a chart's values read (REST `format`, the api's `DASHBOARD_VALUE_FORMATS`). */
export const DashboardValueFormatValues = { COUNT: 'count', CURRENCY: 'currency' } as const satisfies Record<string, DashboardValueFormat>;
export type DashboardValueFormatValue = ValueOf<typeof DashboardValueFormatValues>;

/** A list column (REST `sortBy`, the row's field: the api's `DASHBOARD_COLUMNS`). */
export const DashboardColumnValues = {
  EVENT_SHORT_NAME: 'eventShortName',
  SPEAKER: 'speaker',
  DATE: 'date',
  STATUS: 'status',
  LOCATION_TYPE: 'locationType',
  TYPE: 'type',
  TOPIC: 'topic',
  THERAPEUTIC_AREA: 'therapeuticArea',
  COST: 'cost',
  HONORARIA: 'honoraria',
  CREDENTIALS: 'credentials',
  ATTENDEE: 'attendee',
  REGION: 'region',
  TERRITORY: 'territory',
  ATTENDEES: 'attendees',
} as const satisfies Record<string, DashboardColumn>;
export type DashboardColumnValue = ValueOf<typeof DashboardColumnValues>;

/** The dashboards area's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const dashboardEnumValues = {
  DashboardCategory: DashboardCategoryValues,
  DashboardValueFormat: DashboardValueFormatValues,
  DashboardColumn: DashboardColumnValues,
} as const;
