import { Checkbox, Field, Input, makeStyles } from '@fluentui/react-components';
import { useFormikContext } from 'formik';
import { ImageUploadField } from '../../surveys/components/ImageUploadField.tsx';
import { RichTextField } from '../../surveys/components/RichTextField.tsx';
import { useFieldsStyles, useTemplateError } from '../../surveys/components/SurveyTemplateFields.tsx';
import { TEMPLATE_LIMITS } from '../../surveys/components/templateRules.ts';
import type { RegistrationTemplateFormValues } from './registrationTemplateValues.ts';

const useStyles = makeStyles({
  color: { display: 'flex', gap: '8px', alignItems: 'center' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', background: 'none', cursor: 'pointer', flexShrink: 0 },
});

type TextField = 'name' | 'url' | 'redirectUrl' | 'privacyPolicyLink';

/** A brand colour: the browser's colour picker and its `#rrggbb` text side by side. */
function ColorField({ name, label }: { name: 'brandColor1' | 'brandColor2'; label: string }) {
  const styles = useStyles();
  const f = useFormikContext<RegistrationTemplateFormValues>();
  const error = useTemplateError();
  const value = f.values[name];
  return (
    <Field label={label} validationMessage={error(name)}>
      {(control) => (
        <div className={styles.color}>
          <input
            type="color"
            className={styles.swatch}
            aria-label={`${label} picker`}
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff'}
            onChange={(e) => void f.setFieldValue(name, e.target.value)}
          />
          <Input {...control} name={name} value={value} onChange={f.handleChange} onBlur={f.handleBlur} maxLength={7} />
        </div>
      )}
    </Field>
  );
}

/** The registration page Template step (spec 002 §2.15, §3): name, Page URL, banner, branding, ISI and consent texts,
 *  Marketing Opt-In, Redirect URL and Privacy Policy Link. */
export function RegistrationTemplateFields({ tenantId }: { tenantId: string }) {
  const styles = useFieldsStyles();
  const f = useFormikContext<RegistrationTemplateFormValues>();
  const error = useTemplateError();
  const text = (name: TextField, label: string, type: 'text' | 'url', required = false) => (
    <Field label={label} required={required} validationMessage={error(name)}>
      <Input
        name={name}
        type={type}
        value={f.values[name]}
        onChange={f.handleChange}
        onBlur={f.handleBlur}
        maxLength={name === 'name' ? TEMPLATE_LIMITS.name : TEMPLATE_LIMITS.url}
      />
    </Field>
  );
  return (
    <>
      <div className={styles.grid}>
        {text('name', 'Template Name', 'text', true)}
        {text('url', 'Page URL', 'url')}
      </div>
      <ImageUploadField
        label="Banner"
        value={f.values.banner}
        tenantId={tenantId}
        onChange={(url) => void f.setFieldValue('banner', url)}
      />
      <div className={styles.grid}>
        <ColorField name="brandColor1" label="Brand Color 1" />
        <ColorField name="brandColor2" label="Brand Color 2" />
      </div>
      <div className={styles.checks}>
        <Checkbox label="Branded" checked={f.values.branded} onChange={(_e, d) => void f.setFieldValue('branded', !!d.checked)} />
        <Checkbox
          label="Marketing Opt-In"
          checked={f.values.marketingOptIn}
          onChange={(_e, d) => void f.setFieldValue('marketingOptIn', !!d.checked)}
        />
      </div>
      <RichTextField label="ISI Text" value={f.values.isiText} onChange={(html) => void f.setFieldValue('isiText', html)} />
      <RichTextField label="Consent Text" value={f.values.consentText} onChange={(html) => void f.setFieldValue('consentText', html)} />
      <div className={styles.grid}>
        {text('redirectUrl', 'Redirect URL', 'url')}
        {text('privacyPolicyLink', 'Privacy Policy Link', 'url')}
      </div>
    </>
  );
}
