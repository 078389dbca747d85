import { z, type ZodType } from 'zod';
import type { RegisteredRoute } from './route.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** The input a client sends, as JSON Schema (transforms and refinements have no JSON form: left open). */
const inputSchema = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

const ERROR = { $ref: '#/components/schemas/Error' };
const answer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/** `in: path|query` parameters of an object schema. */
function parameters(schema: ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = inputSchema(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    // `filters` travels as JSON text in the query string.
    schema: property,
    ...(name === 'filters' ? { description: 'JSON-encoded object' } : {}),
  }));
}

/**
 * The REST contract as an OpenAPI 3 document, generated from the route table: every route's path,
 * method, parameters and body (from its zod schemas), whether it needs a bearer token, the permission
 * it checks (`x-permission`), the entity whose hidden fields it nulls (`x-redacts`), and the error
 * answers every route shares. Served at `GET /openapi.json`.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const withPermission = route.permission ? { 'x-permission': `${route.permission[0]}:${route.permission[1]}` } : {};
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/(^|[/.-])([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase())}`,
      ...withPermission,
      ...(route.redact ? { 'x-redacts': route.redact } : {}),
      security: route.auth === 'public' ? [{ tenant: [] }] : [{ tenant: [], bearer: [] }],
      parameters: [...parameters(route.schema.params, 'path'), ...parameters(route.schema.query, 'query')],
      ...(route.schema.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(route.schema.body) } } } }
        : {}),
      responses: {
        '2XX': { description: 'Success (JSON, a file, or 204 without a body)' },
        '400': answer("Malformed input: the message in the spec's words, `fields` the text per field path"),
        ...(route.auth === 'public' ? {} : { '401': answer('No, an invalid or an ended session') }),
        ...(route.permission ? { '403': answer(`You do not have permission to ${route.permission[1]} ${route.permission[0]}`) } : {}),
        '404': answer("Missing, another tenant's or out of the caller's scope"),
        '429': answer('Too many requests'),
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Hive REST service',
      version,
      description:
        'The system of record behind the Hive BFF. Conventions (headers, paging, field hiding, row scope, errors): api/README.md.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        tenant: { type: 'apiKey', in: 'header', name: 'x-tenant-id' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['statusCode', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A refused input: the text per field path' },
          },
        },
      },
    },
    paths,
  };
}
