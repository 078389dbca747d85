/** The two lists' addresses (spec 002 §2.1): where the forms return. */
export const SERIES_LIST = '/email-series/list';
export const TEMPLATE_LIST = '/email-series/email-template/list';

/** Email Series column → GraphQL `EmailSeriesSortField`. */
const SERIES_SORT_FIELDS = { name: 'NAME', emailsCount: 'EMAILS_COUNT' } as const;
/** Email Template List column → GraphQL `EmailTemplateSortField`. */
const TEMPLATE_SORT_FIELDS = { name: 'NAME', subject: 'SUBJECT', type: 'TYPE', eventType: 'EVENT_TYPE', series: 'SERIES' } as const;

const sortField =
  <F extends Record<string, string>>(fields: F) =>
  (column: string | null): F[keyof F] | null =>
    column && column in fields ? fields[column as keyof F] : null;

export const emailSeriesSortField = sortField(SERIES_SORT_FIELDS);
export const emailTemplateSortField = sortField(TEMPLATE_SORT_FIELDS);

/** The product a list and its lookups keep to (spec 002 §7: the calls carry the product in use); none for a product
 *  the e-mail screens are not in. */
export const emailProduct = (product: string | null | undefined) => (product === 'HIVE' || product === 'SPEAKER_PORTAL' ? product : null);

/** The Email Template List's filters (spec 002 §2.12), as the URL query `filters` keeps them: internal ids of the
 *  chosen series and template types. */
export interface EmailTemplateFilters {
  emailSeriesIds?: number[];
  emailTemplateTypeIds?: number[];
}

/** Names of the chosen series (`filterLabels` in the URL), so the chips read well after a reload. */
export type EmailTemplateFilterLabels = { emailSeriesIds?: Record<string, string> };

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.length > 0 && v.every((x) => Number.isInteger(x) && x > 0);

/** The URL's filters, keeping only well-formed fields (a hand-edited URL never breaks the query). */
export function readEmailTemplateFilters(searchParams: URLSearchParams): EmailTemplateFilters | null {
  let parsed: Record<string, unknown> | null;
  try {
    parsed = JSON.parse(searchParams.get('filters') ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const filters: EmailTemplateFilters = {};
  if (isIdList(parsed.emailSeriesIds)) filters.emailSeriesIds = parsed.emailSeriesIds;
  if (isIdList(parsed.emailTemplateTypeIds)) filters.emailTemplateTypeIds = parsed.emailTemplateTypeIds;
  return Object.keys(filters).length ? filters : null;
}

export function readEmailTemplateFilterLabels(searchParams: URLSearchParams): EmailTemplateFilterLabels {
  try {
    const parsed = JSON.parse(searchParams.get('filterLabels') ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The filter badge: one per field set. */
export const countEmailTemplateFilters = (filters: EmailTemplateFilters | null) =>
  [filters?.emailSeriesIds, filters?.emailTemplateTypeIds].filter((ids) => ids?.length).length;

/** Event Management filtered by one series (the event list's `filters` and `filterLabels`, areas/events
 *  components/tableOptions.ts), the series list's View Events. */
export function eventsOfSeries(series: { internalId: number; name: string }) {
  const params = new URLSearchParams({
    filters: JSON.stringify({ selectedEmailSeries: [series.internalId] }),
    filterLabels: JSON.stringify({ selectedEmailSeries: { [series.internalId]: series.name } }),
  });
  return `/events/list?${params.toString()}`;
}
