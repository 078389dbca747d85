// The resources area's rules and texts, shared by the api, the BFF and the web (what the routes answer: answers.ts).

/** Spec 000 §8 texts of a topic's slide deck: the service's 404s, which the topic dialog shows, and the dialog's own. */
export const SLIDE_DECK_MESSAGES = {
  noneForTopic: 'No slide deck found for topic',
  none: 'No slide deck found',
  downloadFailed: 'Cannot download slide deck',
} as const;

/** Spec 002 §8 "Resources": the texts the api answers and the screens show. */
export const RESOURCE_MESSAGES = {
  groupCreateFailed: 'Failed to create group',
  groupUpdateFailed: 'Unable to update resource group',
  deleteFailed: 'Unable to delete resource',
  saveFailed: 'Unable to save',
  exportFailed: 'Cannot export speaker resources into XLSX',
  noArchivedGroup: "No group named 'Archived' found",
  archiveUnsuccessful: 'Resource archive unsuccessful',
  archiveFailed: 'Unable to archive resource',
  typesFailed: 'Unable to fetch resource types',
  groupResourcesFailed: 'Unable to fetch group resources',
  noAttachment: 'No attachment to download',
  expired: 'Unable to download expired resource',
  noFileUrl: 'No file URL to download',
  assignFailed: 'Failed to update speaker resource assignment',
  invalidEventId: 'Invalid event ID',
  eventNotFound: 'Unable to find event',
  topicNotFound: 'Unable to find topic',
  slideDeckFailed: 'Unable to download slide deck',
  noSpeakerAccount: 'You do not have a speaker account',
  created: 'Successfully created',
  updated: 'Successfully updated',
  deleted: 'Successfully deleted',
  groupRenamed: 'Updated resource group name',
  weightUpdated: 'Updated group weight',
  resourceDeleted: 'Deleted resource',
  saved: 'Saved',
  archived: 'Resource archived',
  slideDeckDownloaded: 'Slide deck downloaded',
  groupDeleteWarning: 'This will delete all attachments assigned to this group. Are you sure?',
  notice: 'NOTICE: Unauthorized distribution of resources is strictly prohibited.',
  unsupportedPreview: 'Unsupported file type',
  previewUnavailable: 'The preview of this file type is not available on this server. Download the file to read it.',
  groupNameRequired: 'Name is required',
  invalidUrl: 'Invalid URL',
  resourceNameRequired: 'Name is required',
  groupRequired: 'Resource type is required',
  fileOrUrlRequired: 'Choose a file or enter an https URL',
  httpsUrl: (host: string) => `format: ${host}`,
  /** A refused resource link (the hint 'format: …' alone did not say what is wrong, issue 28 #17). */
  httpsLink: 'The URL must start with https:// and have a host such as www.example.com',
  nothingChanged: 'Nothing changed',
} as const;

/** `Attachment assigned/unassigned to {n} speaker(s)` (spec 002 §8). */
export const assignedMessage = (assigned: boolean, n: number) => `Attachment ${assigned ? 'assigned' : 'unassigned'} to ${n} speaker(s)`;

/** Spec 002 §9: the preview's watermark. */
export const WATERMARK_TEXT = 'DO NOT DISTRIBUTE';
/** The group resources are archived to (spec 002 §8). */
export const ARCHIVED_GROUP = 'Archived';
/** Largest resource file: 25 MiB (api README "Resource library"). */
export const RESOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** The file types a resource may be, by extension; pdf and the Office documents have a preview. */
export const RESOURCE_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type ResourceExtension = keyof typeof RESOURCE_FILE_TYPES;
export const PREVIEWABLE: readonly ResourceExtension[] = ['pdf', 'doc', 'docx', 'ppt', 'pptx'];
export const resourceTooLarge = `The file is larger than ${RESOURCE_MAX_BYTES / 1024 / 1024} MB`;
export const resourceUnsupported = 'Only PDF, Word, PowerPoint, Excel, PNG and JPEG files are accepted';

/** Spec 002 §9: the current year and the next four. */
export const resourceYears = (now = new Date()) => Array.from({ length: 5 }, (_, i) => now.getUTCFullYear() + i);

/** Spec 002 §2.4: the displayed file name is the text before a double underscore. */
export const displayFileName = (name: string) => name.split('__')[0]!;

/** The topic a resource's answer carries (fields.ts `RelatedFields`): the REST routes and the BFF null its hidden
 *  fields alike. */
export const RESOURCE_RELATED = { topic: 'topic' } as const;
