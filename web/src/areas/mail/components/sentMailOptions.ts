import { MAIL_STATUSES, type MailStatus } from '../../../../../api/src/areas/mail/contract.ts';

/** The Sent mail list's filter, as the URL query `filters` keeps it: the statuses chosen (the contract's spelling). */
export interface SentMailFilters {
  statuses?: MailStatus[];
}

/** The URL's filters, keeping only known statuses (a hand-edited URL never breaks the query). */
export function readSentMailFilters(searchParams: URLSearchParams): SentMailFilters | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(searchParams.get('filters') ?? 'null');
  } catch {
    return null;
  }
  const statuses = (parsed as { statuses?: unknown } | null)?.statuses;
  const kept = Array.isArray(statuses) ? MAIL_STATUSES.filter((s) => statuses.includes(s)) : [];
  return kept.length ? { statuses: kept } : null;
}

/** The statuses as GraphQL spells them (`MailStatus`), null for every status. */
export const graphqlStatuses = (filters: SentMailFilters | null) =>
  filters?.statuses?.map((s) => s.toUpperCase() as Uppercase<MailStatus>) ?? null;

/** A ledger instant in the viewer's clock: MM/DD/YYYY, h:mm AM (the lists' date, spec 001 §9, with its time). */
export const mailTime = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' })
    : '';
