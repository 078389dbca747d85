import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { AreaCodegen } from './bff/src/platform/area.ts';
import { enumValues } from './bff/src/platform/enumValues.ts';

// Resolver types for bff/: each GraphQL object type maps onto the REST DTO it is resolved from, and
// each enum onto its REST values (the Apollo enum resolvers translate at the edge). Enums are also
// listed in `mappers`: with object `enumValues` alone the generator types them as `null`
// (dotansimha/graphql-code-generator#10204). The platform's enums are the ones below; every area folder with a
// `codegen.ts` declares its mappers and enums there (`AreaCodegen`, paths relative to the folder).
const AREAS_DIR = new URL('./bff/src/areas/', import.meta.url);
const areas = await Promise.all(
  readdirSync(AREAS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/codegen.ts`, AREAS_DIR)))
    .map(async ({ name }) => {
      const { codegen } = (await import(`./bff/src/areas/${name}/codegen.ts`)) as { codegen: AreaCodegen };
      // Paths as the generated file (bff/src/__generated__/) imports them.
      const fromGenerated = (path: string) => posix.join(`../areas/${name}`, path);
      return {
        mappers: Object.entries(codegen.mappers ?? {}).map(([type, path]) => [type, fromGenerated(path)] as const),
        enumFiles: Object.entries(codegen.enumValues ?? {}).map(([path, values]) => [fromGenerated(path), values] as const),
      };
    }),
);
const enumFiles = [['../platform/enumValues.ts', enumValues] as const, ...areas.flatMap((area) => area.enumFiles)];

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    './bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../platform/context.ts#Context',
        enumsAsTypes: true,
        enumValues: Object.assign({}, ...enumFiles.map(([, values]) => values)),
        scalars: {
          DateTime: { input: 'Date', output: 'string' },
          LocalDate: 'string',
          EmailAddress: 'string',
          URL: { input: 'URL', output: 'string' },
          JSON: 'unknown',
        },
        mappers: Object.fromEntries([
          ...enumFiles.flatMap(([path, values]) => Object.keys(values).map((name) => [name, `${path}#${name}Value`])),
          ...areas.flatMap((area) => area.mappers),
        ]),
      },
    },
  },
};

export default config;
