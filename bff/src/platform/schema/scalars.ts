import { DateTimeResolver, EmailAddressResolver, JSONResolver, LocalDateResolver, URLResolver } from 'graphql-scalars';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { enumValues } from '../enumValues.ts';

/**
 * Scalars from graphql-scalars (DateTime passes the REST ISO strings through unchanged and parses
 * inputs to `Date`, which JSON-encodes back to ISO for REST) and the enum resolvers that translate
 * GraphQL enum values to the REST spelling in both directions.
 */
export const scalarAndEnumResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  LocalDate: LocalDateResolver,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
  JSON: JSONResolver,
  ...enumValues,
};
