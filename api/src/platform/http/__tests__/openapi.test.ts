import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

// GET /openapi.json is the REST contract for integrators: generated from the route table, so every
// route is in it with its method, parameters, body and permission.
describe.each(ENGINES.slice(0, 1))('GET /openapi.json on $name', (engine) => {
  const api = useApi(engine);

  it('describes every route of the route table, without sign-in', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const table = api.routes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`).sort();
    expect(described).toEqual(table);
    expect(described.length).toBeGreaterThan(40);
    expect(described).toEqual(expect.arrayContaining(['GET /events', 'GET /events/{id}', 'POST /auth/pw-auth', 'PUT /tenant']));
  });

  it('gives each route its parameters, body, permission and the fields it redacts', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const list = document.paths['/events'].get;
    expect(list['x-permission']).toBe('event:read');
    expect(list['x-redacts']).toBe('event');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sortBy', 'sortDesc', 'searchQuery', 'filters']),
    );
    const one = document.paths['/events/{id}'].get;
    expect(one.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const create = document.paths['/events'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('shortName');
    expect(document.paths['/auth/pw-auth'].post.security).toEqual([{ tenant: [] }]);
    expect(create.responses['403'].description).toBe('You do not have permission to create event');
  });

  it("types every route's success answer: its JSON schema, a file or no body", async () => {
    expect(api.routes.filter((r) => r.answer === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const untyped = Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, object> }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods)
          .filter(
            ([, operation]) =>
              !Object.entries(operation.responses).some(
                ([status, answer]) => status.startsWith('2') && ('content' in answer || status === '204'),
              ),
          )
          .map(([method]) => `${method} ${path}`),
    );
    expect(untyped).toEqual([]);
    const venue = document.paths['/venues/{id}'].get.responses['200'].content['application/json'].schema;
    expect(venue.required).toContain('id');
    expect(venue.properties.capacity).toEqual({
      type: 'integer',
      nullable: true,
      minimum: expect.any(Number),
      maximum: expect.any(Number),
    });
    expect(document.paths['/venues/{id}'].delete.responses).toHaveProperty('204');
    expect(document.paths['/venues/export'].get.responses['200'].content).toHaveProperty('application/octet-stream');
  });
});
