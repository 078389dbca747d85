import type {
  EventResolvers,
  EventSpeakerResolvers,
  EventSurveyTemplateResolvers,
  QueryResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { EventDto } from '../../upstream/events.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

/** The one way an event is fetched by id: `event(internalId:)`, `node(id:)` and `nodes(ids:)` share it. */
export function fetchEvent(ctx: Context, internalId: number): Promise<EventDto | null> {
  return ctx.upstream.events.eventById.load(internalId);
}

export const eventQueries: Pick<QueryResolvers, 'event' | 'usedEventStatuses'> = {
  event: (_parent, { internalId }, ctx) => fetchEvent(ctx, internalId),
  usedEventStatuses: (_parent, _args, ctx) => ctx.upstream.events.usedStatuses(),
};

/** Related rows come from the per-request batching loaders: one REST call per type per page. */
export const Event: EventResolvers = {
  ...nodeIdentity('Event'),
  fieldRep: (event, _args, ctx) => (event.fieldRepId ? ctx.upstream.fieldReps.fieldRepById.load(event.fieldRepId) : null),
  topic: (event, _args, ctx) => (event.topicId ? ctx.upstream.topics.topicById.load(event.topicId) : null),
  venue: (event, _args, ctx) => (event.venueId ? ctx.upstream.venues.venueById.load(event.venueId) : null),
};

export const EventSpeaker: EventSpeakerResolvers = {
  speaker: (eventSpeaker, _args, ctx) => ctx.upstream.speakers.speakerById.load(eventSpeaker.speakerId),
};

export const EventSurveyTemplate: EventSurveyTemplateResolvers = {
  surveyTemplateId: (row) => row.id,
  surveyTemplate: (row, _args, ctx) => ctx.upstream.surveyTemplates.surveyTemplateById.load(row.id),
};
