import { z } from 'zod';

// Path and query parameters every area's routes share.

const ID_MESSAGE = 'id must be a positive whole number';

/** A row's id: a positive 32-bit integer (a serial key), from what the path or body holds (`I`). */
const rowId = <I>() =>
  z.coerce.number<I>({ message: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, 'id is too large');

/** `/:id` of a row. */
export const idParam = z.object({ id: rowId() });

/** What a client's unset id becomes in a path. */
const UNSET_IDS = new Set(['', 'undefined', 'null']);
/** `/:id` of a row whose missing id has the spec's own words (spec 001 §8: 'Contract ID required for deletion'): a
 *  client's unset id reaches the path as `undefined`, `null` or an empty segment, answered 400 with `missing`;
 *  another malformed id as `idParam`'s. */
export const idParamSaying = (missing: string) =>
  z.object({
    id: z
      .string()
      .refine((value) => !UNSET_IDS.has(value.trim()), { message: missing, abort: true })
      .pipe(rowId<string>()),
  });

/** `ids=1,2,3` in a query string, or the parameter repeated (`ids=1&ids=2`, spec 002 §7's `questions`): 1 to 100
 *  distinct ids of `what` (event, topic). */
export const idList = (what: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : value),
    z
      .string({ message: 'ids is required' })
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, `ids must be 1 to 100 ${what} ids separated by commas`)
      .transform((text) => [...new Set(text.split(',').map(Number))]),
  );
