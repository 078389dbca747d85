import * as z from 'zod/mini';
import { RESOURCE_MESSAGES as M, resourceYears } from '../../../../../api/src/areas/resources/contract.ts';

/** Spec 002 §5: a group URL is optional, else http(s) with a dot in its host. */
export const GROUP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
export const isValidGroupUrl = (url: string) => !url.trim() || GROUP_URL.test(url.trim());

/** Spec 002 §5: a resource link is https with a host that has a dot. */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
}
/** The hint under the link field (spec 002 §5): 'format: https://www.example.com'. */
export const LINK_HINT = M.httpsUrl('https://www.example.com');

export interface ResourceFormValues {
  fileName: string;
  groupId: string;
  /** 'file' uploads the chosen file; 'link' takes `link`. */
  source: 'file' | 'link';
  file: File | null;
  link: string;
  expirationDate: string;
  topicInternalId: string;
  year: string;
  prcCode: string;
}

export const EMPTY_RESOURCE: ResourceFormValues = {
  fileName: '',
  groupId: '',
  source: 'file',
  file: null,
  link: '',
  expirationDate: '',
  topicInternalId: '',
  year: '',
  prcCode: '',
};

/** The Create Resource rules (spec 002 §5); `editing` drops the file/link rule (the edit dialog changes no file). */
export const resourceFormSchema = (editing: boolean) =>
  z
    .object({
      fileName: z.string().check(z.refine((v) => v.trim().length > 0, M.resourceNameRequired)),
      groupId: z.string().check(z.minLength(1, M.groupRequired)),
      source: z.enum(['file', 'link']),
      file: z.any(),
      link: z.string(),
      expirationDate: z.string(),
      topicInternalId: z.string(),
      year: z.string(),
      prcCode: z.string().check(z.maxLength(100, 'PRC Code must be at most 100 characters')),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (editing) return;
        if (v.source === 'link' && !isHttpsLink(v.link))
          ctx.issues.push({ code: 'custom', message: M.httpsLink, path: ['link'], input: v.link });
        if (v.source === 'file' && !v.file)
          ctx.issues.push({ code: 'custom', message: M.fileOrUrlRequired, path: ['file'], input: v.file });
      }),
    );

/** Spec 002 §9: the year select offers this year and the next four. */
export const YEAR_CHOICES = resourceYears().map(String);

/** The year choices of a form holding `current`: an edited resource of an earlier year keeps its year on offer. */
export const yearChoicesWith = (current: string) =>
  current && !YEAR_CHOICES.includes(current) ? [current, ...YEAR_CHOICES] : YEAR_CHOICES;

/** The fields of a resource the Create and Edit dialogs send, from the form's values. */
export function resourceInput(values: ResourceFormValues) {
  return {
    fileName: values.fileName.trim(),
    groupId: values.groupId,
    expirationDate: values.expirationDate || null,
    topicInternalId: values.topicInternalId ? Number(values.topicInternalId) : null,
    year: values.year ? Number(values.year) : null,
    prcCode: values.prcCode.trim() || null,
  };
}

/** Edit Resource sends only what changed (spec 002 §5: Save needs a change): a resource of an earlier year whose year
 *  is not touched saves without it. */
export function changedResourceInput(initial: ResourceFormValues, values: ResourceFormValues): Partial<ReturnType<typeof resourceInput>> {
  const before = resourceInput(initial);
  const after = resourceInput(values);
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof typeof before] !== value));
}

/** Whether a failed save or archive was refused by the service (an answer with its reason: a 4xx), rather than not
 *  done for want of an answer (the network, a gateway, a fault of the service). */
export function refusedByService(error: unknown): boolean {
  const source = (error as { source?: { extensions?: { status?: number } }[] })?.source;
  const status = source?.[0]?.extensions?.status;
  return status !== undefined && status >= 400 && status < 500;
}

/** Spec 002 §2.2: a card's icon, chosen from words of the group's name. */
export type GroupIcon = 'contract' | 'resource' | 'faq' | 'news' | 'slide' | 'prescribe' | 'expense' | 'default';
export function groupIconOf(name: string): GroupIcon {
  const lower = name.toLowerCase();
  for (const icon of ['contract', 'resource', 'faq', 'news', 'slide', 'prescribe', 'expense'] as const)
    if (lower.includes(icon)) return icon;
  return 'default';
}

/** Which row actions of the Resources list a viewer gets (spec 002 §2.4, §6): a speaker liaison gets none. */
export function resourceRowActions(viewer: { role: string; canAssign: boolean; canUpdate: boolean; canDelete: boolean }) {
  if (viewer.role === 'SPEAKER_LIAISON') return { manageSpeakers: false, edit: false, remove: false, archive: false };
  return { manageSpeakers: viewer.canAssign, edit: viewer.canUpdate, remove: viewer.canDelete, archive: viewer.canUpdate };
}

/** The Resources toolbar's buttons (spec 002 §2.4, §6). */
export function resourceToolbar(viewer: { role: string; canCreate: boolean }) {
  return { manageCategories: viewer.role === 'SYSTEM_ADMIN', create: viewer.canCreate && viewer.role !== 'SPEAKER_LIAISON' };
}
