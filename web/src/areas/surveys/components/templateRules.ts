import { z } from 'zod/mini';
import { QUESTION_MESSAGES as M } from '../../../../../api/src/areas/questions/contract.ts';

/** The template fields' rules that survey and registration page templates share (spec 001 §5, spec 002 §5). */

/** The example of 'Please provide a valid URL (i.e. {host})' (the service's text names the same). */
export const EXAMPLE_URL = 'https://www.example.com';
export const URL_MESSAGE = M.privacyPolicyUrl(EXAMPLE_URL);
/** The longest texts the service stores. */
export const TEMPLATE_LIMITS = { name: 200, jobNumber: 100, url: 2000 } as const;

const isLink = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/** 'Template name cannot be empty' (trimmed). */
export const templateNameRule = z.string().check(z.refine((value) => value.trim().length > 0, M.templateNameRequired));
/** A link, if given, is an http(s) URL: 'Please provide a valid URL (i.e. https://www.example.com)'. */
export const linkRule = z.string().check(z.refine((value) => !value.trim() || isLink(value.trim()), URL_MESSAGE));
