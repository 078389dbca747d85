import { createRequire } from 'node:module';
import type { QueryResolvers, VersionResolvers } from '../../../../__generated__/resolvers-types.ts';

const { version: packageVersion } = createRequire(import.meta.url)('../../../../../../package.json') as { version: string };

/** The build id: `BUILD_ID` from the environment, else the package version. */
export function buildId(): string {
  return process.env.BUILD_ID || packageVersion;
}

export const versionQueries: Pick<QueryResolvers, 'version'> = {
  version: () => ({ build: buildId() }),
};

export const Version: VersionResolvers = {
  serverHash: async (_version, _args, ctx) => (await ctx.upstream.tenant.serviceInfo()).hash,
};
