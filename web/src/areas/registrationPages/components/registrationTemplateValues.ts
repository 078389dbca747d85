import { orNull } from '../../surveys/components/surveyTemplateValues.ts';
import type { QuestionsFormValues } from '../../questions/questionForm.ts';

/** The registration page template form (spec 002 §2.15, §3 "Registration template"), with the question builder's
 *  part (registration pages have no skip logic: `skipLogic` stays empty). */
export interface RegistrationTemplateFormValues extends QuestionsFormValues {
  name: string;
  url: string;
  banner: string | null;
  branded: boolean;
  brandColor1: string;
  brandColor2: string;
  isiText: string;
  consentText: string;
  marketingOptIn: boolean;
  redirectUrl: string;
  privacyPolicyLink: string;
}

/** Spec 002 §9: brand colours default to #ffffff. */
export const DEFAULT_BRAND_COLOR = '#ffffff';

export const NEW_REGISTRATION_TEMPLATE: RegistrationTemplateFormValues = {
  name: '',
  url: '',
  banner: null,
  branded: false,
  brandColor1: DEFAULT_BRAND_COLOR,
  brandColor2: DEFAULT_BRAND_COLOR,
  isiText: '',
  consentText: '',
  marketingOptIn: false,
  redirectUrl: '',
  privacyPolicyLink: '',
  questions: [],
  skipLogic: [],
};

/** The Template step's fields as `RegistrationTemplateInput` takes them (the questions are added by the caller). */
export const registrationTemplateFieldsInput = (values: RegistrationTemplateFormValues) => ({
  name: values.name.trim(),
  url: orNull(values.url),
  banner: values.banner,
  branded: values.branded,
  brandColor1: values.brandColor1,
  brandColor2: values.brandColor2,
  isiText: orNull(values.isiText),
  consentText: orNull(values.consentText),
  marketingOptIn: values.marketingOptIn,
  redirectUrl: orNull(values.redirectUrl),
  privacyPolicyLink: orNull(values.privacyPolicyLink),
});
