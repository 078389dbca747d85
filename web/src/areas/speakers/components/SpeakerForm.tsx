import { Button, Card, Field, Input, makeStyles, Select, Switch } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { fieldMessage } from '../../../shared/fieldMessage.ts';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SpeakerForm_query$key } from '../../../__generated__/SpeakerForm_query.graphql';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { UnsavedChangesDialog } from '../../../shared/UnsavedChangesDialog.tsx';
import { useGuardedForm } from '../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../shared/zodFormik.ts';
import {
  FIELD_LIMITS,
  FORM_SPEAKER_TYPES,
  REQUIRED_SPEAKER_FIELDS,
  SPEAKER_TEXT_FIELDS,
  newSpeakerSchema,
  type NewSpeakerValues,
} from './speakerFormSchema.ts';
import { FormActions } from '../../../shared/FormActions.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  card: { padding: '24px', maxWidth: '1000px' },
  login: { marginTop: '12px' },
  // Items keep their own height: a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  actions: { maxWidth: '1000px' },
});

interface Props {
  query: SpeakerForm_query$key;
  initialValues: NewSpeakerValues;
  submitLabel: string;
  /** Saves; a refusal of the service is handed to `onError`, which shows its texts under their fields. */
  onSubmit(values: NewSpeakerValues, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
}

/** The speaker form (spec 001 §2 "Add/Edit Speaker"): fields hidden from the viewer's role are not shown; a refusal of the
 *  service (an e-mail in use for the login) is said under its field on that Save (`useGuardedForm`). */
export function SpeakerForm({ query, initialValues, submitLabel, onSubmit, onCancel }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SpeakerForm_query on Query {
        viewer {
          hiddenFields(entity: "speaker")
          canCreateUser: can(entity: "user", action: CREATE)
        }
      }
    `,
    query,
  );
  const hidden = new Set(data.viewer?.hiddenFields ?? []);
  const guarded = useGuardedForm<NewSpeakerValues>(onSubmit);
  const formElement = useRef<HTMLFormElement>(null);

  return (
    <Formik
      innerRef={guarded.form}
      initialValues={initialValues}
      validate={zodValidate<NewSpeakerValues>(newSpeakerSchema)}
      validateOnBlur={false}
      onSubmit={guarded.onSubmit}
    >
      {(f) => {
        const error = (name: keyof NewSpeakerValues) => fieldMessage(f, name);
        return (
          <Form noValidate className={styles.form} ref={formElement} onBlur={guarded.onBlur}>
            <FocusFirstError form={formElement} />
            <Card className={styles.card}>
              <div className={styles.grid}>
                {SPEAKER_TEXT_FIELDS.filter(([name]) => !hidden.has(name)).map(([name, label, type]) => (
                  <Field
                    key={name}
                    label={label}
                    required={REQUIRED_SPEAKER_FIELDS.has(name) || (name === 'email' && f.values.createLogin)}
                    validationMessage={error(name)}
                  >
                    <Input
                      name={name}
                      type={type}
                      maxLength={FIELD_LIMITS[name]}
                      value={f.values[name]}
                      onChange={f.handleChange}
                      onBlur={f.handleBlur}
                    />
                  </Field>
                ))}
                {!hidden.has('speakerType') && (
                  <Field label="Speaker Type" required validationMessage={error('speakerType')}>
                    <Select name="speakerType" value={f.values.speakerType} onChange={f.handleChange} onBlur={f.handleBlur}>
                      <option value="">—</option>
                      {FORM_SPEAKER_TYPES.map(([value, text]) => (
                        <option key={value} value={value}>
                          {text}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              </div>
              {data.viewer?.canCreateUser && !hidden.has('email') && (
                <Switch
                  className={styles.login}
                  label="Create a login for the speaker"
                  checked={f.values.createLogin}
                  onChange={(_e, d) => f.setFieldValue('createLogin', d.checked)}
                />
              )}
            </Card>
            <FormActions className={styles.actions}>
              <Button onClick={onCancel}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={f.isSubmitting}>
                {submitLabel}
              </Button>
            </FormActions>
            {/* Saving leaves for the list, as the Save button does. */}
            <UnsavedChangesDialog blocker={guarded.blocker} onSave={() => void f.submitForm()} />
          </Form>
        );
      }}
    </Formik>
  );
}
