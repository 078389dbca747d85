import type { EmailTriggerInput, MutationResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { internalIdOf, type NodeType } from '../../../../platform/schema/globalId.ts';
import type { EmailTriggerQuery } from '../../upstream/manualEmails.ts';
import { shownRefusal } from '../shownRefusal.ts';

/** The internal id of an optional global id of `type` (a wrong type is refused as bad input). */
const idOf = (type: NodeType, id: string | null | undefined) => (id == null ? undefined : internalIdOf(type, id));

/** The REST query of a manual send: the global ids decoded; without a template the service answers 'Email template
 *  name cannot be empty' (400). */
const queryOf = (input: EmailTriggerInput): EmailTriggerQuery => ({
  emailTemplateId: idOf('EmailTemplate', input.emailTemplateId),
  attendeeId: idOf('EventAttendance', input.eventAttendanceId),
  eventId: idOf('Event', input.eventId),
  speakerId: idOf('Speaker', input.speakerId),
  speakerTrainingId: idOf('SpeakerTraining', input.speakerTrainingId),
  resetSpeakerUserPassword: input.resetSpeakerUserPassword ?? undefined,
  recipients: input.recipients?.length ? input.recipients.join(',') : undefined,
});

export const emailTriggerQueries: Pick<QueryResolvers, 'emailPreview'> = {
  emailPreview: async (_parent, { input }, ctx) => {
    const query = queryOf(input);
    try {
      return await ctx.upstream.manualEmails.preview(query);
    } catch (error) {
      return { success: false, previewHtml: null, subject: null, to: [], error: shownRefusal(error) };
    }
  },
};

export const emailTriggerMutations: Pick<MutationResolvers, 'triggerEmail'> = {
  triggerEmail: async (_parent, { input }, ctx) => {
    const query = queryOf(input);
    try {
      return await ctx.upstream.manualEmails.trigger(query);
    } catch (error) {
      return { success: false, error: shownRefusal(error) };
    }
  },
};
