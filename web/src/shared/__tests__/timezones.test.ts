import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import { EVENT_ZONES } from '../../../../api/src/areas/events/contract.ts';
import timezoneData from '../timezoneData.json';
import { clockTime, defaultZone, formatEventTime, shortZone, wallTime, zonedInstant } from '../timezones.ts';

/** Wall time and UTC offset of `at` in `zone` as the app reads its shipped data. */
function shippedTime(at: number, zone: string): string {
  const wall = wallTime(at, zone);
  const offset = (Date.parse(`${wall.date}T${clockTime(wall)}:00Z`) - at) / 60_000;
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${wall.date} ${clockTime(wall)} ${offset < 0 ? '-' : '+'}${hhmm}`;
}

/** Every instant around the changes of the years covered: the turn of the year and both sides of every
 *  spring and autumn change used since 2000, hour by hour. */
function* aroundChanges(first: number, last: number) {
  for (let year = first; year <= last; year++) {
    for (const [month, days] of [
      [0, [1]],
      [2, [8, 14]],
      [3, [1, 7]],
      [9, [25, 31]],
      [10, [1, 7]],
    ] as const) {
      for (const day of days) for (let hour = 0; hour < 24; hour++) yield Date.UTC(year, month, day, hour);
    }
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall time and UTC offset of `at` in `zone` by the platform's own time-zone database (ICU). */
function platformTime(at: number, zone: string): string {
  if (!formats.has(zone)) {
    const options = {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'longOffset',
    } as const;
    formats.set(zone, new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }));
  }
  const parts = Object.fromEntries(
    formats
      .get(zone)!
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName!.replace('GMT', '') || '+00:00'}`;
}

describe('the time zones the web app ships (timezoneData.json, a subset of moment-timezone)', () => {
  it('are exactly the allowed zones', () => {
    expect(timezoneData.zones.map((zone) => zone.split('|')[0])).toEqual([...EVENT_ZONES]);
  });

  it('give every allowed zone the wall time and offset of the platform database, hour by hour around each change of the years covered', () => {
    const [first, last] = timezoneData.years as [number, number];
    expect(first).toBeLessThanOrEqual(2000);
    expect(last).toBeGreaterThanOrEqual(2040);
    const differences: string[] = [];
    for (const zone of EVENT_ZONES) {
      for (const at of aroundChanges(first, last)) {
        const shipped = shippedTime(at, zone);
        if (shipped !== platformTime(at, zone))
          differences.push(`${zone} at ${new Date(at).toISOString()}: ${shipped}, expected ${platformTime(at, zone)}`);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000);

  it('read abbreviations and entered wall times as moment-timezone does with its whole database', () => {
    const differences: string[] = [];
    for (const zone of EVENT_ZONES) {
      for (const at of aroundChanges(2000, 2040)) {
        const abbr = moment.tz(at, zone).format('z');
        const dropped = /^[A-Z]+[SD]T$/.test(abbr) ? `${abbr.slice(0, -2)}T` : abbr;
        const short = ['HT', 'AKT', 'PT', 'MT', 'CT', 'ET', 'AT'].includes(dropped) ? dropped : abbr;
        if (shortZone(zone, at) !== short)
          differences.push(`${zone} at ${new Date(at).toISOString()}: ${shortZone(zone, at)}, expected ${short}`);
        // The same clock reading entered in the form (skipped and repeated hours of the changes included).
        const iso = new Date(at).toISOString();
        const [date, time] = [iso.slice(0, 10), iso.slice(11, 16)];
        const expected = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).valueOf();
        if (zonedInstant(date, time, zone) !== expected)
          differences.push(`${zone} ${date} ${time}: ${zonedInstant(date, time, zone)}, expected ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000);

  it('show the event times and short zones of spec 000', () => {
    expect(formatEventTime('2031-07-04T17:30:00Z', 'US/Eastern')).toBe('07/04/2031 1.30 PM');
    expect(formatEventTime('2031-01-04T17:30:00Z', 'US/Eastern')).toBe('01/04/2031 12.30 PM');
    expect(shortZone('US/Central', '2030-07-01T12:00:00Z')).toBe('CT');
    expect(shortZone('US/Hawaii', '2030-07-01T12:00:00Z')).toBe('HT');
    expect(shortZone('US/Alaska', '2039-12-01T12:00:00Z')).toBe('AKT');
    expect(shortZone('Canada/Atlantic', '2030-01-01T12:00:00Z')).toBe('AT');
    expect(shortZone('US/Aleutian', '2030-07-01T12:00:00Z')).toBe('HT');
    // A zone outside the spec's abbreviations keeps its own (issue 28 #35).
    expect(shortZone('US/Samoa', '2030-07-01T12:00:00Z')).toBe('SST');
  });

  it('default a new event to the browser zone when it is allowed or has the same rules, else US/Central', () => {
    expect(defaultZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(defaultZone('US/Mountain')).toBe('US/Mountain');
    expect(defaultZone('America/Chicago')).toBe('US/Central');
    expect(defaultZone('America/Indiana/Indianapolis')).toBe('US/East-Indiana');
    expect(defaultZone('Pacific/Honolulu')).toBe('US/Hawaii');
    expect(defaultZone('Europe/Berlin')).toBe('US/Central');
    expect(defaultZone('UTC')).toBe('US/Central');
  });
});
