import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** An image as `GET proxy-image` answers it. */
export interface ProxiedImageDto {
  contentType: string;
  size: number;
  base64: string;
}

export function createFilesApi(http: UpstreamHttp) {
  return {
    proxyImage: (url: string) => http.get<ProxiedImageDto>('proxy-image', { url }),
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
