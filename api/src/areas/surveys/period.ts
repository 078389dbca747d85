import moment from 'moment-timezone';
import { z } from 'zod';
import { QUESTION_MESSAGES } from '../questions/contract.ts';

/** The period filter's date format (spec 001 §7, spec 002 §7): `YYYY/MM/DD HH:mm` in `timezone`. */
export const PERIOD_FORMAT = 'YYYY/MM/DD HH:mm';

const instant = (name: 'from' | 'to') =>
  z
    .string({ message: `period.${name} is required` })
    .max(40)
    .regex(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/, `period.${name} must be a date and time ${PERIOD_FORMAT}`);

/**
 * `filters.period` of Survey Responses and the registration analytics: `{from, to, timezone}`, the two
 * minutes read in that IANA zone (US/Central when none). `to` counts whole: a period to 23:59 takes the
 * last minute in. To not after From → 'Period To must be after Period From' (field `period.to`).
 * Answers the instants `[from, toExclusive)` as ISO strings.
 */
export const periodFilter = z
  .object({
    from: instant('from'),
    to: instant('to'),
    timezone: z
      .string()
      .max(64)
      .refine((tz) => moment.tz.zone(tz) !== null, 'period.timezone must be an IANA timezone')
      .optional(),
  })
  .transform((p, ctx) => {
    const zone = p.timezone ?? 'US/Central';
    const from = moment.tz(p.from, PERIOD_FORMAT, true, zone);
    const to = moment.tz(p.to, PERIOD_FORMAT, true, zone);
    if (!from.isValid()) ctx.addIssue({ code: 'custom', path: ['from'], message: `period.from must be a date and time ${PERIOD_FORMAT}` });
    if (!to.isValid()) ctx.addIssue({ code: 'custom', path: ['to'], message: `period.to must be a date and time ${PERIOD_FORMAT}` });
    if (!from.isValid() || !to.isValid()) return z.NEVER;
    if (!to.isAfter(from)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: QUESTION_MESSAGES.periodOrder });
      return z.NEVER;
    }
    return { from: from.toISOString(), until: to.add(1, 'minute').toISOString() };
  });

export type Period = z.output<typeof periodFilter>;
