import type { ApiArea } from '../../platform/area.ts';
import { uploadRoutes } from './uploads.ts';

/** Uploads, file reads and the image proxy. */
export const filesArea: ApiArea = { name: 'files', routes: (route, { storage }) => uploadRoutes(route, storage) };
