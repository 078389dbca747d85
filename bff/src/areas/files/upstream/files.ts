import type { ProxiedImage } from '../../../../../api/src/areas/files/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** An image as `GET proxy-image` answers it: the api's answer schema. */
export type ProxiedImageDto = ProxiedImage;

export function createFilesApi(http: UpstreamHttp) {
  return {
    proxyImage: (url: string) => http.get<ProxiedImageDto>('proxy-image', { url }),
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
