import { listDate } from '../../../shared/listDate.ts';
import { formatEventTime, shortZone, wallTime } from '../../../shared/timezones.ts';

/** An event's start day as the lists show dates (MM/DD/YYYY, in the event's zone); empty when unknown. */
export function eventDay(startTime: string | null | undefined, zone: string | null | undefined): string {
  return startTime && zone ? listDate(wallTime(startTime, zone).date) : '';
}

/** When a response was submitted, on the event's clock with its zone ('MM/DD/YYYY h.mm A CT'), as the export writes
 *  it; in UTC where the event's zone is unknown. */
export function submittedTime(submittedAt: string | null | undefined, zone: string | null | undefined): string {
  if (!submittedAt) return '';
  const z = zone || 'UTC';
  return `${formatEventTime(submittedAt, z)} ${shortZone(z, submittedAt)}`;
}
