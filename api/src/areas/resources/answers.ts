import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { topic } from '../topics/answers.ts';

/** What the resource routes answer: the REST contract's answer half (platform/http/answer.ts). No field of a resource
 *  or a group can be hidden; a resource's topic and the assign list's speakers answer null for the fields the caller's
 *  role may have hidden. */

/** A topic's slide deck (`GET resource/slide-deck/topic/{topic}`, `…/topics`). */
export const slideDeck = z.object({
  id: z.number().int(),
  kind: z.literal('slide-deck'),
  topicId: z.number().int().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: instant,
});
export const slideDecks = z.object({ results: z.array(slideDeck) });

/** A resource group (spec 002 §3). */
export const resourceGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number().int(),
  url: z.string().nullable(),
  /** Resources in the group (the caller's own for a speaker). */
  resourceCount: z.number().int(),
});
export const resourceGroups = z.object({ results: z.array(resourceGroup) });

/** A resource (spec 002 §3 "Attachment (resource)"). */
export const resource = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** `/resource/download/{id}/{fileName}` for a stored file, the https link otherwise. */
  fileUrl: z.string(),
  /** The uploaded file's own name (or the link): the group page's "file name". */
  sourceName: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  isLink: z.boolean(),
  groupId: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  /** YYYY-MM-DD (stored at 12:00 UTC), or null. */
  expirationDate: z.string().nullable(),
  /** Expiration today or earlier (UTC): shown red, download refused. */
  expired: z.boolean(),
  topic: topic.nullable(),
  year: z.number().int().nullable(),
  prcCode: z.string().nullable(),
  speakerIds: z.array(z.number().int()),
  createdAt: instant,
  updatedAt: instant,
});
export const resourcePage = pageOf(resource);
/** A page of a group's resources, with the group (`GET resource/group/{id}/speaker`). */
export const groupResourcePage = resourcePage.extend({ group: resourceGroup });

/** A stored upload (`POST resource/upload`): `url` is what `POST resource` takes as `fileUrl`. */
export const uploadedResource = z.object({ url: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int() });

/** A speaker of the Assign Resource table (spec 002 §3 "Speaker (assignment list)"). */
export const assignSpeaker = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  credentials: z.string().nullable(),
  specialty: z.string().nullable(),
  speakerType: z.string().nullable(),
  /** The speaker's resources (`attachmentId`). */
  attachments: z.array(z.object({ attachmentId: z.number().int() })),
  /** Whether the list's `attachmentId` is assigned to the speaker. */
  assigned: z.boolean(),
});
export const assignSpeakerPage = pageOf(assignSpeaker);
export const specialties = z.object({ results: z.array(z.string()) });
/** `POST resource/assign`: how many speakers changed. */
export const assigned = z.object({ count: z.number().int(), message: z.string() });
/** `POST resource/toggle`: the speaker's assignment after the toggle. */
export const toggled = z.object({ assigned: z.boolean(), message: z.string() });

export type SlideDeck = Json<typeof slideDeck>;
export type ResourceGroup = Json<typeof resourceGroup>;
export type Resource = Json<typeof resource>;
export type AssignSpeaker = Json<typeof assignSpeaker>;
export type Assigned = Json<typeof assigned>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { assignBody, groupBody, groupPatch, resourceCreate, resourcePatch } from './libraryRequests.ts';
