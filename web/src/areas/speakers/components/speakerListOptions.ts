/** A CRM status as GraphQL names it (`SpeakerCrmStatus`). */
export type CrmStatus = 'ELIGIBLE' | 'EXPIRED' | 'NOMINATED' | 'APPROVED';

/** The CRM statuses with the list's labels: the REST value without its `_vod` suffix. */
export const CRM_STATUSES: Record<CrmStatus, string> = {
  ELIGIBLE: 'Eligible',
  EXPIRED: 'Expired',
  NOMINATED: 'Nominated',
  APPROVED: 'Approved',
};

/** The speaker filter of spec 001 §2, as the URL query `filters` keeps it (GraphQL `SpeakerFilterInput`). */
export interface SpeakerFilters {
  events?: number[];
  statuses?: CrmStatus[];
  year?: number;
}

/** Names of the chosen events (`filterLabels` in the URL), so the chips read well after a reload. */
export type SpeakerFilterLabels = { events?: Record<string, string> };

/** Spec 001 §2: the year filter lists 10 years starting five years before the current one. */
export function filterYears(now = new Date()): number[] {
  const first = now.getFullYear() - 5;
  return Array.from({ length: 10 }, (_, i) => first + i);
}

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.length > 0 && v.every((x) => Number.isInteger(x) && x > 0);

/** The URL's filters, keeping only well-formed fields (a hand-edited URL never breaks the query). */
export function readSpeakerFilters(searchParams: URLSearchParams): SpeakerFilters | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(searchParams.get('filters') ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const filters: SpeakerFilters = {};
  if (isIdList(parsed.events)) filters.events = parsed.events;
  const statuses = Array.isArray(parsed.statuses)
    ? parsed.statuses.filter((s): s is CrmStatus => typeof s === 'string' && s in CRM_STATUSES)
    : [];
  if (statuses.length) filters.statuses = statuses;
  if (typeof parsed.year === 'number' && Number.isInteger(parsed.year) && parsed.year >= 1900 && parsed.year <= 2100) {
    filters.year = parsed.year;
  }
  return Object.keys(filters).length ? filters : null;
}

export function readSpeakerFilterLabels(searchParams: URLSearchParams): SpeakerFilterLabels {
  try {
    const parsed = JSON.parse(searchParams.get('filterLabels') ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The filter badge: one per field set. */
export const countSpeakerFilters = (filters: SpeakerFilters | null) =>
  filters ? Object.values(filters).filter((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined)).length : 0;
