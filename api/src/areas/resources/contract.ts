// The resources area's answers, shared by the api and the BFF (one definition of the DTO).

/** A stored file as the resource calls answer it (`GET resource/slide-deck/topic/{topic}`, `…/topics`). */
export interface AttachmentDto {
  id: number;
  kind: 'slide-deck';
  topicId: number | null;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}
