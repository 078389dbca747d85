import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import moment from 'moment-timezone';
import 'moment-timezone/moment-timezone-utils.js';
import { EVENT_ZONES } from '../../../api/src/areas/events/contract.ts';

/** The years the product handles: outside them a zone keeps the offsets of the nearest year. */
const YEARS = [2000, 2040] as const;

/**
 * The time-zone data the web app loads (timezoneData.json): the allowed zones (spec 000 §9) over
 * YEARS instead of moment-timezone's whole database (868 KB). `aliases` maps every other
 * zone a browser may report to the allowed zone with the same rules (same abbreviations over the
 * zone's whole history), so the form's default zone (spec 000 §4) stays what the full data gave.
 * Regenerate after upgrading moment-timezone: `node --import tsx web/src/shared/timezoneData.gen.ts`.
 */
export function buildTimezoneData() {
  const [start, end] = YEARS;
  const zones = EVENT_ZONES.map((name) => moment.tz.pack(moment.tz.filterYears(moment.tz.zone(name)!, start, end)));
  const rules = (name: string) => moment.tz.zone(name)!.abbrs.join();
  const aliases = Object.fromEntries(
    moment.tz
      .names()
      .filter((name) => !(EVENT_ZONES as readonly string[]).includes(name))
      .flatMap((name) =>
        EVENT_ZONES.filter((zone) => rules(zone) === rules(name))
          .slice(0, 1)
          .map((zone) => [name, zone]),
      ),
  );
  return { version: moment.tz.dataVersion, years: YEARS, zones, links: [] as string[], aliases };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('./timezoneData.json', import.meta.url), `${JSON.stringify(buildTimezoneData(), null, 2)}\n`);
}
