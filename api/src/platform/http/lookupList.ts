import { z, type ZodType } from 'zod';
import type { Entity } from '../auth/model.ts';
import { listLookup, type LookupTable } from '../db/lookups.ts';
import { pageOf } from './answer.ts';
import { refuseHiddenListFields } from './fields.ts';
import { ids, listQuery } from './lists.ts';
import type { Router } from './route.ts';

/** `GET /<path>`: the list of a lookup table (platform/db/lookups.ts) whose rows answer as `row`, in pages, sorted,
 *  searched and fetched by `filters.ids`, with the caller's hidden fields nulled (field reps, topics). */
export function lookupListRoute<R extends ZodType>(route: Router, path: string, entity: Entity, table: LookupTable, row: R) {
  const sortable = Object.keys(table.sortable) as [string, ...string[]];
  route({
    method: 'GET',
    url: `/${path}`,
    permission: [entity, 'read'],
    redact: entity,
    schema: { query: listQuery(z.object({ ids: ids.optional() }), sortable) },
    answer: pageOf(row),
    handler: async ({ tx, query, scope, hidden }) => {
      const caller = { scope, hidden: await hidden(entity) };
      refuseHiddenListFields(caller.hidden, query);
      return listLookup<z.output<R>>(tx, table, query, caller);
    },
  });
}
