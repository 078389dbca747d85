import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { useRef, useState } from 'react';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { UnsavedSection } from '../../../../shared/UnsavedSections.tsx';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { addressSchema, type AddressValues } from './profileSchemas.ts';

const useStyles = makeStyles({
  rows: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '16px', rowGap: '6px', margin: 0 },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'end' },
});

const FIELDS: [keyof AddressValues, string][] = [
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
];

/** Label/value rows of a view-mode card. */
export function ViewRows({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Props {
  title: string;
  values: AddressValues;
  /** Absent when the viewer may not edit the address. */
  onSave?(values: AddressValues): Promise<boolean>;
  /** Fields shown disabled to the viewer's role (the speaker's own address: `disabledFields(entity: "speaker")`). */
  disabled?: ReadonlySet<string>;
  /** Fields hidden from the viewer's role: their rows are left out. */
  hidden?: ReadonlySet<string>;
}

/**
 * Address Information and Contract Address (spec 001 §2, §5): rows Address, City, State, Zip; in edit mode
 * each field is checked when it loses the focus, and Save is enabled only when all four are valid.
 */
export function AddressCard({ title, values, onSave, disabled, hidden }: Props) {
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <ProfileCard title={title} editing={editing} onEdit={onSave && (() => setEditing(true))}>
      {editing && onSave ? (
        <Formik
          initialValues={values}
          validate={zodValidate<AddressValues>(addressSchema)}
          validateOnMount
          onSubmit={async (next) => {
            if (await onSave(next)) setEditing(false);
          }}
        >
          {(f) => (
            <Form ref={form} className={styles.form} noValidate>
              <FocusFirstError form={form} />
              {FIELDS.map(([name, label]) => (
                <Field key={name} label={label} required validationMessage={fieldMessage(f, name)}>
                  <Input
                    name={name}
                    value={f.values[name]}
                    onChange={f.handleChange}
                    onBlur={f.handleBlur}
                    disabled={disabled?.has(name)}
                    inputMode={name === 'zip' ? 'numeric' : undefined}
                  />
                </Field>
              ))}
              <div className={styles.actions}>
                <Button onClick={() => setEditing(false)}>Cancel</Button>
                <Button appearance="primary" type="submit" disabled={!f.isValid || f.isSubmitting}>
                  Save
                </Button>
              </div>
              <UnsavedSection dirty={f.dirty} onSave={() => void f.submitForm()} />
            </Form>
          )}
        </Formik>
      ) : (
        <ViewRows rows={FIELDS.filter(([name]) => !hidden?.has(name)).map(([name, label]) => [label, values[name]])} />
      )}
    </ProfileCard>
  );
}

/** An address as the cards hold it (missing parts as empty strings). */
export const addressValues = (a: Partial<Record<keyof AddressValues, string | null | undefined>> | null | undefined): AddressValues => ({
  address: a?.address ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  zip: a?.zip ?? '',
});
