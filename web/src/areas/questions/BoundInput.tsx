import { Field, Input, Textarea } from '@fluentui/react-components';
import { getIn } from 'formik';
import { useQuestionScope } from './questionScope.ts';

interface Props {
  /** The path of the value inside the question ("text", "choices.0.text"). */
  name: string;
  label: string;
  /** The label names the control without showing (a row whose meaning its neighbours show: an answer). */
  hideLabel?: boolean;
  required?: boolean;
  /** What an emptied control stores: `null` for the optional texts and numbers, '' for required texts. */
  empty?: '' | null;
  type?: 'text' | 'number';
  min?: number;
  multiline?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  className?: string;
}

/** A text or number input of a question card bound to its value in the form, its message shown once it was left
 *  or the form submitted. */
export function BoundInput({ name, label, hideLabel, required, empty = null, type = 'text', multiline, className, ...input }: Props) {
  const scope = useQuestionScope();
  const value: unknown = getIn(scope.question, name);
  const set = (next: string) => scope.set(name, next === '' ? empty : type === 'number' ? Number(next) : next);
  const common = {
    name: `${scope.path}.${name}`,
    value: value == null ? '' : String(value),
    disabled: scope.disabled,
    'aria-label': hideLabel ? label : undefined,
    onBlur: scope.onBlur,
    ...input,
  };
  return (
    <Field className={className} label={hideLabel ? undefined : label} required={required} validationMessage={scope.error(name)}>
      {multiline ? (
        <Textarea {...common} resize="vertical" onChange={(_e, d) => set(d.value)} />
      ) : (
        <Input {...common} type={type} onChange={(_e, d) => set(d.value)} />
      )}
    </Field>
  );
}
