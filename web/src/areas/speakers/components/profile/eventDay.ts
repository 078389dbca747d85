import { wallTime } from '../../../../shared/timezones.ts';
import { isoDay } from './blackoutSelection.ts';

/**
 * An event's day (ISO) on its own zone's clock, the day the service's blackout check takes; without a zone (hidden
 * from the role) the browser's. Only the Blackout Dates card's lazy parts import it (the zone data stays out of the
 * profile's first load).
 */
export const eventDay = (startDate: string, zone: string | null | undefined) =>
  zone ? wallTime(startDate, zone).date : isoDay(new Date(startDate));
