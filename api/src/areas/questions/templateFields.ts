import { z } from 'zod';
import { fieldRefused } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/http/richText.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { keyOfFileUrl } from '../files/index.ts';
import { checkQuestionPatterns } from './allowedCharacters.ts';
import { QUESTION_MESSAGES as M, type QuestionDef } from './contract.ts';

/**
 * The fields survey and registration page templates share (spec 001 §5 "Survey template", spec 002 §5
 * "Registration template"): the name, links, rich texts and the uploaded image (logo, banner).
 */

/** The example host of 'Please provide a valid URL (i.e. {host})': what a valid link looks like. */
export const EXAMPLE_URL = 'https://www.example.com';
export const URL_MESSAGE = M.privacyPolicyUrl(EXAMPLE_URL);
/** The spec's limit of a logo or banner: strictly under 1,000,000 bytes (spec 001 §9). */
export const IMAGE_MAX_BYTES = 1_000_000;
const LIMITS = { name: 200, jobNumber: 100, url: 2000, richText: 100_000 } as const;

export const templateName = z
  .string({ message: M.templateNameRequired })
  .trim()
  .min(1, M.templateNameRequired)
  .max(LIMITS.name, M.maxLength(LIMITS.name));

export const plainText = (max: number = LIMITS.jobNumber) =>
  z
    .string()
    .trim()
    .max(max, M.maxLength(max))
    .nullish()
    .transform((value) => value || null);

/** An http(s) link, or nothing ('' and null alike). */
export const link = z
  .string({ message: URL_MESSAGE })
  .trim()
  .max(LIMITS.url, M.maxLength(LIMITS.url))
  .refine((value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), URL_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/** Rich text, sanitized before it is stored (platform/http/richText.ts). */
export const richText = z
  .string()
  .max(LIMITS.richText, M.maxLength(LIMITS.richText))
  .nullish()
  .transform((value) => sanitizeRichText(value));

const IMAGE_MESSAGE = 'must be an image uploaded to public-s3-upload or an https URL';
/** A logo or banner: the URL of a public upload (`/files/<tenant>/public/<name>`) or an https URL. */
export const imageUrl = (label: string) =>
  z
    .string({ message: `${label} ${IMAGE_MESSAGE}` })
    .trim()
    .max(LIMITS.url)
    .refine((value) => !value || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) || keyOfFileUrl(value) !== null, `${label} ${IMAGE_MESSAGE}`)
    .nullish()
    .transform((value) => value || null);

/** An uploaded image must be this tenant's public png or jpeg, strictly under 1,000,000 bytes
 *  ('Please upload only files under 1Mb'); an https URL is taken as given. */
export async function checkUploadedImage(storage: FileStorage, tenantId: string, field: string, url: string | null) {
  if (!url || /^https:/i.test(url)) return;
  const key = keyOfFileUrl(url);
  const stored = key?.startsWith(`${tenantId}/public/`) ? await storage.get(key) : null;
  if (!stored) throw fieldRefused(field, `${field} ${IMAGE_MESSAGE}`);
  stored.body.destroy();
  if (!/^image\/(png|jpeg)$/.test(stored.contentType)) throw fieldRefused(field, `${field} must be a png or jpeg image`);
  if (stored.size >= IMAGE_MAX_BYTES) throw fieldRefused(field, M.logoTooLarge);
}

/** The spec's names a stored question is answered with beside the contract's (`store.ts` `SpecNames`). */
const SPEC_NAMES = ['questionTypeId', 'questionPresetId', 'questionChoices', 'comparators'];
/** A template body's `questions` that also takes questions as they were answered: the spec's duplicate names
 *  (`questionTypeId`, `questionPresetId`, `questionChoices`, `comparators`) are ignored, the contract's count. Their
 *  allowed-characters patterns must be ones RE2 takes (`checkQuestionPatterns`). */
export const answeredQuestions = <T extends z.core.$ZodType<readonly Pick<QuestionDef, 'type' | 'allowedCharactersRegex'>[]>>(
  questions: T,
) =>
  z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? value.map((question: unknown) =>
              question && typeof question === 'object' && !Array.isArray(question)
                ? Object.fromEntries(Object.entries(question).filter(([key]) => !SPEC_NAMES.includes(key)))
                : question,
            )
          : value,
      questions,
    )
    .superRefine((checked, ctx) => checkQuestionPatterns(checked, ctx));
