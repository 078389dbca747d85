import { Field, Input, type InputProps } from '@fluentui/react-components';
import { getIn, useFormikContext } from 'formik';

/** A labelled input bound to the enclosing Formik form by `name`; its message shows once the form was submitted. */
export function FormikInput({
  name,
  label,
  type = 'text',
  autoComplete,
  required = true,
}: {
  name: string;
  label: string;
  type?: InputProps['type'];
  autoComplete?: string;
  required?: boolean;
}) {
  const f = useFormikContext<Record<string, unknown>>();
  return (
    <Field label={label} required={required} validationMessage={f.submitCount ? (getIn(f.errors, name) as string | undefined) : undefined}>
      <Input name={name} type={type} value={String(getIn(f.values, name) ?? '')} onChange={f.handleChange} autoComplete={autoComplete} />
    </Field>
  );
}
