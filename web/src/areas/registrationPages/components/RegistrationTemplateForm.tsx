import { TemplateWizard, type TemplateWizardProps } from '../../surveys/components/TemplateWizard.tsx';
import { RegistrationTemplateFields } from './RegistrationTemplateFields.tsx';
import { registrationTemplateSchema } from './registrationTemplateSchema.ts';
import type { RegistrationTemplateFormValues } from './registrationTemplateValues.ts';

type Props = Pick<TemplateWizardProps<RegistrationTemplateFormValues>, 'editing' | 'initialValues' | 'onSubmit' | 'onCancel'> & {
  tenantId: string;
};

/** The registration page template screens' form (loaded by the create and edit routes after their own code). */
export function RegistrationTemplateForm({ tenantId, ...props }: Props) {
  return (
    <TemplateWizard
      mode="registration"
      templateSchema={registrationTemplateSchema}
      templateFields={<RegistrationTemplateFields tenantId={tenantId} />}
      {...props}
    />
  );
}
