import { SurveyTemplateFields } from './SurveyTemplateFields.tsx';
import { surveyTemplateSchema } from './surveyTemplateSchema.ts';
import type { SurveyTemplateFormValues } from './surveyTemplateValues.ts';
import { TemplateWizard, type TemplateWizardProps } from './TemplateWizard.tsx';

type Props = Pick<TemplateWizardProps<SurveyTemplateFormValues>, 'editing' | 'initialValues' | 'onSubmit' | 'onCancel'> & {
  tenantId: string;
};

/** The survey template screens' form (loaded by the create and edit routes after their own code): the Template
 *  form's fields and rules in the template wizard. */
export function SurveyTemplateForm({ tenantId, ...props }: Props) {
  return (
    <TemplateWizard
      mode="survey"
      templateSchema={surveyTemplateSchema}
      templateFields={<SurveyTemplateFields tenantId={tenantId} />}
      {...props}
    />
  );
}
