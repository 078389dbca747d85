import type { AttendeeImportResultResolvers, MutationResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { downloadUrl } from '../../../../platform/downloads.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

/** importAttendees: one batch, one REST call; the dialog sends a file's batches one after another. */
export const attendeeImportMutations: Pick<MutationResolvers, 'importAttendees'> = {
  importAttendees: async (_parent, { input }, ctx) => ({
    results: await ctx.upstream.attendeeImport.importBatch({
      eventId: internalIdOf('Event', input.eventId),
      defaultStatus: input.defaultStatus ?? null,
      rows: input.rows.map((r) => ({
        rowNumber: r.rowNumber,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        address: r.address,
        city: r.city,
        state: r.state,
        zip: r.zip,
        email_subscribe: r.emailSubscribe,
        marketing_subscribe: r.marketingSubscribe,
      })),
    }),
  }),
};

/** signInTemplates (REST `GET pdf/templates`) and signInSheetUrl (a download of REST `GET pdf`, no call of its own). */
export const signInQueries: Pick<QueryResolvers, 'signInTemplates' | 'signInSheetUrl'> = {
  signInTemplates: (_parent, _args, ctx) => ctx.upstream.attendeeImport.signInTemplates(),
  signInSheetUrl: (_parent, args) => {
    const query = new URLSearchParams({ eventId: String(internalIdOf('Event', args.eventId)), template: args.templateId });
    if (args.productsDiscussed?.trim()) query.set('productsDiscussed', args.productsDiscussed.trim());
    query.set('blankPages', String(args.extraPages ?? 0));
    return downloadUrl('pdf', query);
  },
};

export const AttendeeImportResult: AttendeeImportResultResolvers = {
  eventAttendanceId: (row) => (row.eventAttendanceId ? globalId('EventAttendance', row.eventAttendanceId) : null),
  message: (row) => row.message ?? null,
};
