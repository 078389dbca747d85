import { z } from 'zod/mini';
import { linkRule, templateNameRule } from './templateRules.ts';

/** Spec 001 §5 "Survey template": the name, and the Privacy Policy Link as a URL. */
export const surveyTemplateSchema = z.object({ name: templateNameRule, privacyPolicyLink: linkRule });
