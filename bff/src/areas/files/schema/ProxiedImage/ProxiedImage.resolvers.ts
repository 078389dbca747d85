import type { ProxiedImageResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';

export const proxyImageQueries: Pick<QueryResolvers, 'proxyImage'> = {
  proxyImage: (_parent, { url }, ctx) => ctx.upstream.files.proxyImage(url),
};

export const ProxiedImage: ProxiedImageResolvers = {
  dataUrl: (image) => `data:${image.contentType};base64,${image.base64}`,
};
