import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus } from '../../../../../../api/src/areas/attendees/contract.ts';
import type { AttendanceStatus as GqlStatus } from '../../../../__generated__/AttendeesTable_query.graphql';

/** The popover's filters as the URL (`filters`) keeps them. */
export interface AttendeeFilters {
  eventIds?: number[];
  statuses?: GqlStatus[];
  eventMonth?: number;
  eventYear?: number;
}
/** The chosen events' names, for their tags (`filterLabels`). */
export interface AttendeeFilterLabels {
  eventIds?: Record<string, string>;
}

/** GraphQL status → its label (spec 001 §3: Walk In, No Show…). */
export const STATUS_LABELS = Object.fromEntries(
  Object.entries(ATTENDANCE_STATUS_LABELS).map(([value, label]) => [value.toUpperCase(), label]),
) as Record<GqlStatus, string>;
export const STATUSES = Object.keys(ATTENDANCE_STATUS_LABELS).map((s) => s.toUpperCase()) as GqlStatus[];
export const statusLabel = (status: string) =>
  STATUS_LABELS[status as GqlStatus] ?? ATTENDANCE_STATUS_LABELS[status as AttendanceStatus] ?? status;

/** List column → GraphQL `EventAttendanceSortField`. */
const SORT_FIELDS = {
  eventId: 'EVENT_ID',
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  status: 'STATUS',
  createdDate: 'CREATED_DATE',
} as const;
export const attendanceSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;

/** The filters of the URL (`filters`, JSON, as the list writes it). */
export function readAttendeeFilters(searchParams: URLSearchParams): AttendeeFilters | null {
  const text = searchParams.get('filters');
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as AttendeeFilters;
    return {
      ...(Array.isArray(parsed.eventIds) ? { eventIds: parsed.eventIds.filter((n) => Number.isInteger(n) && n > 0) } : {}),
      ...(Array.isArray(parsed.statuses) ? { statuses: parsed.statuses.filter((s) => STATUSES.includes(s)) } : {}),
      ...(Number.isInteger(parsed.eventYear) ? { eventYear: parsed.eventYear } : {}),
      ...(Number.isInteger(parsed.eventMonth) && Number.isInteger(parsed.eventYear) ? { eventMonth: parsed.eventMonth } : {}),
    };
  } catch {
    return null;
  }
}

export function readAttendeeFilterLabels(searchParams: URLSearchParams): AttendeeFilterLabels {
  try {
    return JSON.parse(searchParams.get('filterLabels') ?? '{}') as AttendeeFilterLabels;
  } catch {
    return {};
  }
}

export const countAttendeeFilters = (f: AttendeeFilters | null) =>
  f ? (f.eventIds?.length ? 1 : 0) + (f.statuses?.length ? 1 : 0) + (f.eventMonth ? 1 : 0) + (f.eventYear ? 1 : 0) : 0;
