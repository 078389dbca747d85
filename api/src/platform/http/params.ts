import { z } from 'zod';

// Path and query parameters every area's routes share.

const ID_MESSAGE = 'id must be a positive whole number';

/** `/:id` of a row: a positive 32-bit integer (a serial key). */
export const idParam = z.object({
  id: z.coerce.number({ message: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, 'id is too large'),
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
