/** The status labels of a training (spec 002 §4, spec 001 profile card). */
export const STATUS_LABELS: Record<string, string> = {
  COMPLETE: 'Complete',
  OVERDUE: 'Overdue',
  PENDING: 'Pending',
  EXPIRED: 'Expired',
};

/** A date as the lists show it (MM/DD/YYYY, UTC: the stored days are UTC days). */
export const dayOf = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', month: '2-digit', day: '2-digit', year: 'numeric' }) : '';
