import type { AreaCodegen } from '../../platform/area.ts';
import { dashboardEnumValues } from './enumValues.ts';

/** Resolver types of the dashboards area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    DashboardChart: './upstream/dashboards.ts#DashboardChartDto',
    Dashboard: './upstream/dashboards.ts#DashboardDto',
    DashboardChartData: './upstream/dashboards.ts#ChartDataDto',
    DashboardRow: './upstream/dashboards.ts#DashboardRowDto',
    DashboardChartPayload: './upstream/dashboards.ts#DashboardChartPayloadDto',
    DeleteDashboardChartPayload: './upstream/dashboards.ts#DeleteDashboardChartPayloadDto',
  },
  enumValues: { './enumValues.ts': dashboardEnumValues },
};
