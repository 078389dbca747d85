import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/**
 * The answer half of the REST contract. Every route declares what it answers (`RouteDef.answer`): a zod schema of
 * its JSON body, `FILE` (a download, streamed by the route) or `EMPTY` (204). The schema types the route's handler,
 * serializes the answer (fast-json-stringify compiled from it: faster than `JSON.stringify`, and a property the
 * schema does not declare never leaves the service), is published in `/openapi.json`, and gives the BFF its
 * upstream types (`Json<typeof schema>`, imported as types from the area's `answers.ts`).
 */

/** A download: the route streams the file itself (platform/http/download.ts). */
export const FILE = 'file';
/** No body: the route answers 204. */
export const EMPTY = 'empty';
export type AnswerDecl = ZodType | typeof FILE | typeof EMPTY;

/** A point in time or a date: the database gives a `Date` (or, inside `json_agg`, its ISO text); JSON carries the
 *  text `Date#toJSON` writes. */
export const instant = z.custom<Date | string>((value) => value instanceof Date || typeof value === 'string');

/** An instant as ISO 8601 text, whatever the engine's driver gives (node-postgres a `Date`, PGlite PostgreSQL's text). */
export const isoInstant = (value: Date | string) => new Date(value).toISOString();
/** `isoInstant`, keeping none as null. */
export const isoInstantOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : isoInstant(value);

/** A page of a list: the rows and the count of all that match (platform/http/lists.ts). */
export const pageOf = <R extends ZodType>(row: R) => z.object({ results: z.array(row), count: z.number().int() });

/** What the handler of a route returns: the schema's type, nothing for a file or an empty answer. */
export type HandlerAnswer<A> = A extends ZodType ? z.output<A> : A extends typeof FILE ? FastifyReply | void : void;

/** The JSON a schema's answer arrives as (a `Date` arrives as its ISO text): the BFF's upstream types. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? Wire<E>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
export type Json<S extends ZodType> = Wire<z.output<S>>;

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as OpenAPI 3.0 writes it (`nullable: true`) or as JSON Schema
 *  with a type list (`type: [X, 'null']`, which fast-json-stringify serializes without trying each branch). */
function foldNullable(node: unknown, style: 'openapi' | 'types'): unknown {
  if (Array.isArray(node)) return node.map((item) => foldNullable(item, style));
  if (!node || typeof node !== 'object') return node;
  const folded = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, foldNullable(value, style)])) as JsonSchema;
  const branches = folded.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2 || !branches.some((branch) => branch.type === 'null')) return folded;
  const [other] = branches.filter((branch) => branch.type !== 'null') as [JsonSchema];
  if (typeof other.type !== 'string') return folded;
  const { anyOf: _anyOf, ...rest } = folded;
  return style === 'openapi' ? { ...rest, ...other, nullable: true } : { ...rest, ...other, type: [other.type, 'null'] };
}

/** The JSON Schema of an answer: `instant` is a date-time string, a `.nullable()` folded as `style` says. */
export function answerJsonSchema(schema: ZodType, style: 'openapi' | 'types'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema === instant) Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  const { $schema: _schema, ...rest } = foldNullable(json, style) as JsonSchema;
  return rest;
}

/** The first path where two JSON values differ (`$.results[3].date`), or null. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as JsonSchema)[key],
        (b as JsonSchema)[key],
        Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return path;
}

/**
 * Fastify's serializer of a route's declared answer. With `check` (the test suites), each answer is also written with
 * `JSON.stringify` and the two must carry the same JSON: a schema that drops, coerces or misses a property fails the
 * test that reached the route, naming the route and the path.
 */
export function answerSerializer(schema: ZodType, route: string, check: boolean) {
  const stringify = fastJson(answerJsonSchema(schema, 'types') as unknown as Parameters<typeof fastJson>[0]);
  if (!check) return (data: unknown) => stringify(data);
  // The test's 500 says only 'Internal Server Error': the reason goes to stderr, where the test run shows it.
  const mismatch = (detail: string) => {
    const message = `The answer of ${route} does not match its schema: ${detail}`;
    process.stderr.write(`${message}\n`);
    return new Error(message);
  };
  return (data: unknown) => {
    let fast: string;
    try {
      fast = stringify(data);
    } catch (error) {
      throw mismatch((error as Error).message);
    }
    const difference = firstDifference(JSON.parse(fast), JSON.parse(JSON.stringify(data)));
    if (difference) throw mismatch(`it differs at ${difference}`);
    return fast;
  };
}
