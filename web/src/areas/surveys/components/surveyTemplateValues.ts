import type { Language } from '../../../../../api/src/areas/questions/contract.ts';
import type { QuestionsFormValues } from '../../questions/questionForm.ts';

/** '' for no text, as the service takes it: null. */
export const orNull = (value: string | null | undefined) => value?.trim() || null;

/** The survey template form (spec 001 §2 "Template form"), with the question builder's part. */
export interface SurveyTemplateFormValues extends QuestionsFormValues {
  name: string;
  jobNumber: string;
  language: Language;
  isiText: string;
  logo: string | null;
  consentText: string;
  privacyPolicyLink: string;
  isAnonymous: boolean;
  isEvaluation: boolean;
}

export const NEW_SURVEY_TEMPLATE: SurveyTemplateFormValues = {
  name: '',
  jobNumber: '',
  language: 'en',
  isiText: '',
  logo: null,
  consentText: '',
  privacyPolicyLink: '',
  isAnonymous: false,
  isEvaluation: false,
  questions: [],
  skipLogic: [],
};

/** The Template step's fields as `SurveyTemplateInput` takes them (the questions are added by the caller). */
export const surveyTemplateFieldsInput = (values: SurveyTemplateFormValues) => ({
  name: values.name.trim(),
  jobNumber: orNull(values.jobNumber),
  language: values.language === 'es' ? ('ES' as const) : ('EN' as const),
  isiText: orNull(values.isiText),
  logo: values.logo,
  consentText: orNull(values.consentText),
  privacyPolicyLink: orNull(values.privacyPolicyLink),
  isAnonymous: values.isAnonymous,
  isEvaluation: values.isEvaluation,
});
