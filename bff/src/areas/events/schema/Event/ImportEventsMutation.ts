import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId } from '../../../../platform/schema/globalId.ts';

export const importEventsMutation: Pick<MutationResolvers, 'importEvents'> = {
  // The service validates and answers per line; the BFF only renames the CSV columns and the ids.
  importEvents: async (_parent, { input }, ctx) => {
    const answer = await ctx.upstream.events.importRows(
      input.rows.map((row) => ({
        line: row.line,
        id: row.shortName,
        program_name: row.programName,
        start_date: row.startDate,
        end_date: row.endDate,
        zone: row.zone,
        status: row.status,
        type: row.type,
        notes: row.notes,
        location_type: row.locationType,
      })),
    );
    return {
      createdCount: answer.created,
      failedCount: answer.failed,
      lines: answer.results.map((r) => ({
        line: r.line,
        eventId: r.eventId === null ? null : globalId('Event', r.eventId),
        errors: r.errors,
      })),
    };
  },
};
