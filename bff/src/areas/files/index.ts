import type { BffArea } from '../../platform/area.ts';
import { ProxiedImage, proxyImageQueries } from './schema/ProxiedImage/ProxiedImage.resolvers.ts';
import { fileRoutes } from './fileRoutes.ts';
import { createFilesApi } from './upstream/files.ts';

/** Uploads and files (HTTP routes in fileRoutes.ts) and the image proxy. */
export const filesArea = {
  name: 'files',
  upstream: { files: createFilesApi },
  query: { ...proxyImageQueries },
  types: { ProxiedImage },
  http: fileRoutes,
} satisfies BffArea;
