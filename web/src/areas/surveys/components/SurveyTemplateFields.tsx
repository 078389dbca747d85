import { Checkbox, Field, Input, makeStyles, Select } from '@fluentui/react-components';
import { useFormikContext } from 'formik';
import { fieldMessage } from '../../../shared/fieldMessage.ts';
import { LANGUAGE_LABELS, LANGUAGES, QUESTION_MESSAGES, type Language } from '../../../../../api/src/areas/questions/contract.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { RichTextField } from './RichTextField.tsx';
import type { SurveyTemplateFormValues } from './surveyTemplateValues.ts';
import { TEMPLATE_LIMITS } from './templateRules.ts';

export const useFieldsStyles = makeStyles({
  // Items keep their own height: a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  checks: { display: 'flex', flexWrap: 'wrap', gap: '16px' },
});

/** A field's message once the person changed and left it or the form was submitted (`fieldMessage`). */
export function useTemplateError() {
  const f = useFormikContext();
  return (name: string) => fieldMessage(f, name);
}

/** The survey Template step (spec 001 §2 "Template form"). */
export function SurveyTemplateFields({ tenantId }: { tenantId: string }) {
  const styles = useFieldsStyles();
  const f = useFormikContext<SurveyTemplateFormValues>();
  const error = useTemplateError();
  return (
    <>
      <div className={styles.grid}>
        <Field label="Template Name" required validationMessage={error('name')}>
          <Input name="name" value={f.values.name} onChange={f.handleChange} onBlur={f.handleBlur} maxLength={TEMPLATE_LIMITS.name} />
        </Field>
        <Field label="Job Number">
          <Input
            name="jobNumber"
            value={f.values.jobNumber}
            onChange={f.handleChange}
            onBlur={f.handleBlur}
            maxLength={TEMPLATE_LIMITS.jobNumber}
          />
        </Field>
        <Field label="Language">
          <Select value={f.values.language} onChange={(_e, d) => void f.setFieldValue('language', d.value as Language)}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_LABELS[language]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <RichTextField label="Custom ISI Text" value={f.values.isiText} onChange={(html) => void f.setFieldValue('isiText', html)} />
      <ImageUploadField
        label="Template Logo"
        value={f.values.logo}
        tenantId={tenantId}
        tooLargeAlert={QUESTION_MESSAGES.logoTooLargeAlert}
        onChange={(url) => void f.setFieldValue('logo', url)}
      />
      <RichTextField
        label="User Consent Text"
        value={f.values.consentText}
        onChange={(html) => void f.setFieldValue('consentText', html)}
      />
      <Field label="Privacy Policy Link" validationMessage={error('privacyPolicyLink')}>
        <Input
          name="privacyPolicyLink"
          type="url"
          value={f.values.privacyPolicyLink}
          onChange={f.handleChange}
          onBlur={f.handleBlur}
          maxLength={TEMPLATE_LIMITS.url}
        />
      </Field>
      <div className={styles.checks}>
        <Checkbox
          label="Is Anonymous?"
          checked={f.values.isAnonymous}
          onChange={(_e, d) => void f.setFieldValue('isAnonymous', !!d.checked)}
        />
        <Checkbox
          label="Is Evaluation Template?"
          checked={f.values.isEvaluation}
          onChange={(_e, d) => void f.setFieldValue('isEvaluation', !!d.checked)}
        />
      </div>
    </>
  );
}
