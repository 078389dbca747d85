import { z } from 'zod/mini';
import { linkRule, templateNameRule } from '../../surveys/components/templateRules.ts';

/** The spec gives no text for a colour that is not one (the colour picker always gives `#rrggbb`). */
export const COLOR_MESSAGE = 'Please enter a colour as #rrggbb (e.g. #ffffff)';
const colorRule = z.string().check(z.refine((value) => /^#[0-9a-f]{6}$/i.test(value), COLOR_MESSAGE));

/** Spec 002 §5 "Registration template": the name, and Page URL, Redirect URL and Privacy Policy Link as URLs. */
export const registrationTemplateSchema = z.object({
  name: templateNameRule,
  url: linkRule,
  redirectUrl: linkRule,
  privacyPolicyLink: linkRule,
  brandColor1: colorRule,
  brandColor2: colorRule,
});
