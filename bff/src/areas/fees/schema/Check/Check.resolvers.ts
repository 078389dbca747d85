import type { CheckLogEntryResolvers, CheckResolvers } from '../../../../__generated__/resolvers-types.ts';
import { feeMathLine } from '../../../../../../api/src/areas/fees/contract.ts';
import { globalId, nodeIdentity } from '../../../../platform/schema/globalId.ts';

export const Check: CheckResolvers = {
  ...nodeIdentity('Check'),
  speakerId: (check) => globalId('Speaker', check.speakerId),
  eventId: (check) => globalId('Event', check.eventId),
};

/** The Metadata dialog's math line, from the one fee module the api calculates with. */
export const CheckLogEntry: CheckLogEntryResolvers = { mathLine: (entry) => feeMathLine(entry) };
