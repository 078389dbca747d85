import moment from 'moment-timezone';
import { EVENT_ZONES } from '../../../api/src/areas/events/contract.ts';

/** Spec 000 §9: the zones an event may use (the event contract's list). */
export { EVENT_ZONES };

export const DEFAULT_ZONE = 'US/Central';

/** `CST`/`CDT` → `CT`, `HST` → `HT`, `AKDT` → `AKT`: the standard/daylight letter is dropped. */
export function shortZone(zone: string, at: moment.MomentInput = Date.now()): string {
  const abbr = moment.tz(at, zone).format('z');
  return /^[A-Z]+[SD]T$/.test(abbr) ? `${abbr.slice(0, -2)}T` : abbr;
}

/** The browser's zone when it is allowed, else US/Central (spec 000 §4). */
export function defaultZone(): string {
  const guess = moment.tz.guess();
  if ((EVENT_ZONES as readonly string[]).includes(guess)) return guess;
  const sameRules = EVENT_ZONES.find((z) => moment.tz.zone(z)?.abbrs.join() === moment.tz.zone(guess)?.abbrs.join());
  return sameRules ?? DEFAULT_ZONE;
}

/** 'MM/DD/YYYY h.mm A' in the event's zone, spec 000 §2.4. */
export const formatEventTime = (iso: string, zone: string) => moment.tz(iso, zone).format('MM/DD/YYYY h.mm A');
