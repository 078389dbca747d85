import type { ApiArea } from '../../platform/area.ts';
import * as tables from './tables.ts';
import { uploadRoutes } from './uploads.ts';

/** The areas whose records hold uploaded files: a stored file's key, the 404 of a file and who may read a contract's. */
export { keyOfFileUrl, servedByItsOwnRoute } from './uploads.ts';
export { fileNotFound, mayReadContractFile } from './fileAccess.ts';
export { uploadKeyOfUrl } from './uploadNames.ts';

/** Uploads, file reads and the image proxy. */
export const filesArea: ApiArea = { name: 'files', tables, routes: (route, { storage }) => uploadRoutes(route, storage) };
