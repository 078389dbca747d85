import { EVENT_ZONES } from '../../../api/src/areas/events/contract.ts';
import timezoneData from './timezoneData.json';

/** Spec 000 §9: the zones an event may use (the event contract's list). */
export { EVENT_ZONES };

export const DEFAULT_ZONE = 'US/Central';

/**
 * The allowed zones over 2000–2040 (timezoneData.json, made by timezoneData.gen.ts in moment-timezone's packed
 * format), read here as moment-timezone reads them: periods with an abbreviation, a UTC offset in minutes (west
 * positive) and the instant they end. moment itself (≈ 20 kB gzip) is not shipped: these three readings are all
 * the app needs.
 */
interface Zone {
  abbrs: string[];
  offsets: number[];
  untils: number[];
}

/** The entry a zone's packed data or its period index points at: always there unless timezoneData.json is broken. */
function entry<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`timezoneData.json: no entry ${i} in ${list.join(' ')}`);
  return value;
}

/** moment-timezone's base 60 (0-9, a-z, A-Z), with an optional sign and fraction. */
function base60(text: string): number {
  const digit = (c: number) => (c > 96 ? c - 87 : c > 64 ? c - 29 : c - 48);
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  let value = [...whole].reduce((n, c) => n * 60 + digit(c.charCodeAt(0)), 0);
  [...fraction].forEach((c, i) => (value += digit(c.charCodeAt(0)) / 60 ** (i + 1)));
  return text.startsWith('-') ? -value : value;
}

function unpack(packed: string): [string, Zone] {
  const [name, abbrs, offsets, indices, untils] = packed.split('|');
  if (name === undefined || abbrs === undefined || offsets === undefined || indices === undefined) {
    throw new Error(`timezoneData.json: "${packed}" is not name|abbreviations|offsets|periods|untils`);
  }
  const periods = [...indices].map(base60);
  let end = 0;
  const ends = untils ? untils.split(' ').map((delta) => (end = Math.round(end + base60(delta) * 60_000))) : [];
  return [
    name,
    {
      abbrs: periods.map((i) => entry(abbrs.split(' '), i)),
      offsets: periods.map((i) => base60(entry(offsets.split(' '), i))),
      untils: periods.map((_, i) => (i < periods.length - 1 ? entry(ends, i) : Infinity)),
    },
  ];
}

const ZONES = new Map(timezoneData.zones.map(unpack));
const UTC: Zone = { abbrs: ['UTC'], offsets: [0], untils: [Infinity] };
const zoneOf = (name: string) => ZONES.get(name) ?? UTC;

/** The zone's period at an instant. */
function period(name: string, at: number) {
  const zone = zoneOf(name);
  const i = zone.untils.findIndex((until) => at < until);
  // The last period lasts until Infinity: only an instant that is no time at all (NaN) falls in none.
  if (i < 0) throw new RangeError(`Invalid time value: ${at}`);
  return { abbr: entry(zone.abbrs, i), offset: entry(zone.offsets, i) };
}

/** The wall clock of an instant in a zone: date (YYYY-MM-DD), hours and minutes. */
export function wallTime(at: string | number, zone: string): { date: string; hours: number; minutes: number } {
  const instant = typeof at === 'number' ? at : Date.parse(at);
  const local = new Date(instant - period(zone, instant).offset * 60_000);
  return { date: local.toISOString().slice(0, 10), hours: local.getUTCHours(), minutes: local.getUTCMinutes() };
}

/** The instant of a date (YYYY-MM-DD) and time (HH:mm) on the wall clock of a zone; a time skipped by a change to
 *  daylight time moves forward (moment-timezone's `moveInvalidForward`), an ambiguous one takes the first. */
export function zonedInstant(date: string, time: string, name: string): number {
  const local = Date.parse(`${date}T${time}:00Z`);
  const { offsets, untils } = zoneOf(name);
  const last = untils.length - 1;
  const i = offsets.findIndex((offset, j) => j < last && local < entry(untils, j) - Math.min(offset, entry(offsets, j + 1)) * 60_000);
  return local + entry(offsets, i < 0 ? last : i) * 60_000;
}

/** Spec 000's shortened abbreviations. */
const SHORT_ZONES = ['HT', 'AKT', 'PT', 'MT', 'CT', 'ET', 'AT'];

/** `CST`/`CDT` → `CT`, `HST` → `HT`, `AKDT` → `AKT`: the standard/daylight letter is dropped where that gives one of
 *  spec 000's abbreviations. Any other zone keeps its own abbreviation (US/Samoa `SST`, not `ST`; issue 28 #35). */
export function shortZone(zone: string, at: string | number = Date.now()): string {
  const abbr = period(zone, typeof at === 'number' ? at : Date.parse(at)).abbr;
  const short = /^[A-Z]+[SD]T$/.test(abbr) ? `${abbr.slice(0, -2)}T` : abbr;
  return SHORT_ZONES.includes(short) ? short : abbr;
}

const ALIASES: Record<string, string | undefined> = timezoneData.aliases;

/** The browser's zone when it is allowed (or has the same rules as an allowed one), else US/Central (spec 000 §4). */
export function defaultZone(browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  if ((EVENT_ZONES as readonly string[]).includes(browserZone)) return browserZone;
  return ALIASES[browserZone] ?? DEFAULT_ZONE;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY h.mm A' in the event's zone, spec 000 §2.4. */
export function formatEventTime(iso: string, zone: string): string {
  const { date, hours, minutes } = wallTime(iso, zone);
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year} ${hours % 12 || 12}.${two(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'HH:mm' of a wall clock. */
export const clockTime = ({ hours, minutes }: { hours: number; minutes: number }) => `${two(hours)}:${two(minutes)}`;
