// The resources area's answers, shared by the api, the BFF (one definition of the DTO) and the web (the texts).

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

/** Spec 000 §8 texts of a topic's slide deck: the service's 404s, which the topic dialog shows, and the dialog's own. */
export const SLIDE_DECK_MESSAGES = {
  noneForTopic: 'No slide deck found for topic',
  none: 'No slide deck found',
  downloadFailed: 'Cannot download slide deck',
} as const;
