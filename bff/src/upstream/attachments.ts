import type { UpstreamHttp } from './http.ts';

/** A stored file as the resource calls answer it (`GET resource/slide-deck/topic/{topic}`). */
export interface AttachmentDto {
  id: number;
  kind: 'slide-deck';
  topicId: number | null;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export function createAttachmentsApi(http: UpstreamHttp) {
  return {
    /** The topic's newest slide deck; null when it has none (the service answers 404). */
    async slideDeckOfTopic(topicId: number): Promise<AttachmentDto | null> {
      try {
        return await http.get<AttachmentDto>(`resource/slide-deck/topic/${topicId}`);
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  };
}

export type AttachmentsApi = ReturnType<typeof createAttachmentsApi>;
