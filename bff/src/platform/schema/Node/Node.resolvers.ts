import type { NodeResolvers, QueryResolvers, ResolversInterfaceTypes, ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { graphQLError } from '../../errors.ts';
import { MAX_FIRST } from '../connection.ts';
import { fetchEmailSeries } from '../../../areas/lookups/schema/EmailSeries/EmailSeries.resolvers.ts';
import { fetchEvent } from '../../../areas/events/schema/Event/Event.resolvers.ts';
import { fetchFieldRep } from '../../../areas/lookups/schema/FieldRep/FieldRep.resolvers.ts';
import { parseGlobalId, type NodeType } from '../globalId.ts';
import { fetchRegistrationTemplate } from '../../../areas/lookups/schema/RegistrationTemplate/RegistrationTemplate.resolvers.ts';
import { fetchSpeaker } from '../../../areas/lookups/schema/Speaker/Speaker.resolvers.ts';
import { fetchSurveyTemplate } from '../../../areas/lookups/schema/SurveyTemplate/SurveyTemplate.resolvers.ts';
import { fetchTopic } from '../../../areas/lookups/schema/Topic/Topic.resolvers.ts';
import { fetchVenue } from '../../../areas/lookups/schema/Venue/Venue.resolvers.ts';

type NodeRow = ResolversInterfaceTypes<ResolversTypes>['Node'];
type TypedNode = NodeRow & { __typename: NodeType };

/** Each Node type's fetch function — the same one its root field uses, so every check holds for both. */
const fetchers: Record<NodeType, (ctx: Context, internalId: number) => Promise<NodeRow | null>> = {
  Event: fetchEvent,
  FieldRep: fetchFieldRep,
  Topic: fetchTopic,
  Speaker: fetchSpeaker,
  Venue: fetchVenue,
  SurveyTemplate: fetchSurveyTemplate,
  EmailSeries: fetchEmailSeries,
  RegistrationTemplate: fetchRegistrationTemplate,
};

/** The object behind a global id, or null when the id is malformed, missing or another tenant's. */
async function fetchNode(ctx: Context, id: string): Promise<TypedNode | null> {
  const parsed = parseGlobalId(id);
  if (!parsed) return null;
  const row = await fetchers[parsed.type](ctx, parsed.internalId);
  return row ? { ...row, __typename: parsed.type } : null;
}

export const nodeQueries: Pick<QueryResolvers, 'node' | 'nodes'> = {
  node: (_parent, { id }, ctx) => fetchNode(ctx, id),
  nodes: (_parent, { ids }, ctx) => {
    if (ids.length > MAX_FIRST) throw graphQLError('BAD_USER_INPUT', `\`ids\` may hold at most ${MAX_FIRST} ids`);
    return Promise.all(ids.map((id) => fetchNode(ctx, id)));
  },
};

export const Node: NodeResolvers = {
  __resolveType: (row) => (row as TypedNode).__typename,
};
