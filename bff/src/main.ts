import { z } from 'zod';
import { createBff } from './server.ts';

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('localhost'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4001),
    API_URL: z.url().optional(),
    WEB_DIST: z.string().min(1).optional(),
    LOG: z.enum(['true', 'false']).default('false'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    // How long a caller's hidden fields are kept: a page costs one REST call less (bff/README.md, "Own time").
    HIDDEN_FIELDS_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  })
  .parse(process.env);

const apiUrl = env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`;
// GRAPHQL_INTROSPECTION and RATE_LIMIT_PER_MINUTE are read (a malformed value stops the start) by createBff.
const app = await createBff({
  apiUrl,
  webDist: env.WEB_DIST,
  logger: env.LOG === 'true',
  trustProxy: env.TRUST_PROXY === 'true',
  hiddenFieldsCacheMs: env.HIDDEN_FIELDS_CACHE_SECONDS * 1000,
});
await app.listen({ port: env.PORT, host: env.HOST });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const url = `http://localhost:${port}`;
// The line people (and scripts) wait for comes once the whole stack answers: until then GraphQL answers
// 503 "Hive is starting" (platform/readiness.ts). A fresh embedded database takes several seconds.
console.log(`Hive is starting at ${url}: waiting for the REST service (${apiUrl}/readyz)…`);
const ready = async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200;
while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 250));
console.log(`Hive is running at ${url}  (GraphQL ${url}/graphql, GraphiQL ${url}/graphiql; REST service ${apiUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
