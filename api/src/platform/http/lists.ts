import { z, type ZodType } from 'zod';

/** `filters` arrives as JSON in the query string; this parses it and validates it with `schema`. */
export function jsonFilters<S extends ZodType>(schema: S) {
  return z
    .string()
    .max(20_000, 'filters is too long')
    .optional()
    .transform((text, ctx) => {
      if (!text) return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filters must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const boolString = z
  .enum(['true', 'false', '1', '0'], { message: 'sortDesc must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const ID_MESSAGE = 'ids must be positive whole numbers';
export const ids = z
  .array(z.coerce.number({ message: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE))
  .max(1000, 'at most 1000 ids');

/** The largest page of a list (spec 000 §9's "all"); a lookup list may allow more (LOOKUP_LIMITS). */
const MAX_PAGE = 1000;
/** Spec 001 §9: the pickers filled with every row load registration templates with limit 3,000 ("registration-related
 *  lists") and field reps with limit 1,000 ("field contact lookups"): the page "all" means for those lists. */
export const LOOKUP_LIMITS = { registrationTemplates: 3000, fieldReps: 1000 } as const;
const sizeRange = (name: string, max = MAX_PAGE) => z.coerce.number().int().min(-1).max(max, `${name} must be at most ${max}`);
const pageSizeOf = <S extends ZodType<number>>(size: S, name: string, max = MAX_PAGE) =>
  size.refine((n) => n !== 0, `${name} must not be 0`).transform((n: number) => (n === -1 ? max : n));

/** A page size named `name` (`itemsPerPage` where the spec calls `limit` so): 1 to 1000, -1 = all (1000). */
export const pageSize = (name: string) => pageSizeOf(sizeRange(name), name);

/** The large lists count exactly up to this many matches; beyond, `count` is a lower bound and `countExact` false. */
export const COUNT_CAP = 10_000;
/** A search counts exactly up to this many: every match is re-checked (ILIKE) on its row, ≈ 10 µs each. */
export const SEARCH_COUNT_CAP = 1_000;

/** page, limit (-1 = all, up to 1000 or the list's `maxLimit`), sortBy, sortDesc, searchQuery of every list. */
export function listQuery<F extends ZodType, K extends string>(
  filters: F,
  sortable: readonly [K, ...K[]],
  { maxLimit = MAX_PAGE }: { maxLimit?: number } = {},
) {
  return z.object({
    page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1_000_000).default(1),
    limit: pageSizeOf(sizeRange('limit', maxLimit).default(10), 'limit', maxLimit),
    sortBy: z.enum(sortable, { message: `sortBy must be one of ${sortable.join(', ')}` }).optional(),
    sortDesc: boolString.default(false),
    searchQuery: z.string().trim().max(200, 'searchQuery is too long').optional(),
    filters: jsonFilters(filters),
  });
}

/** `%term%` for ILIKE with the wildcards of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
