import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, EVENT_TYPES, LOCATION_TYPES, MEAL_TYPES } from '../../../../../../../api/src/areas/events/contract.ts';
import { EventStatusValues, EventTypeValues, LocationTypeValues, MealTypeValues } from '../../../enumValues.ts';
import { typeDefs } from '../../../../../server.ts';

// The event contract (api/src/areas/events/contract.ts) is the one definition of the event's enums: the
// GraphQL schema and the BFF's enum mapping must name exactly its values, in its order.
const schema = buildSchema(typeDefs);
const graphqlValues = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name);
const upperSnake = (rest: string) => rest.toUpperCase().replace(/-/g, '_');

describe.each([
  ['EventType', EVENT_TYPES, EventTypeValues],
  ['EventStatus', EVENT_STATUSES, EventStatusValues],
  ['MealType', MEAL_TYPES, MealTypeValues],
  ['LocationType', LOCATION_TYPES, LocationTypeValues],
] as const)('GraphQL enum %s', (name, contract, mapping) => {
  it("has the contract's values, and the BFF maps each to its REST value", () => {
    expect(graphqlValues(name)).toEqual(contract.map(upperSnake));
    expect(Object.entries(mapping)).toEqual(contract.map((rest) => [upperSnake(rest), rest]));
  });
});
